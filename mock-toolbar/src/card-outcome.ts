import type { CardOutcome } from './info-view';
import type { Language } from './language';
import { fill, type Messages } from './messages';

/** What paying with a test card does, in the reader's language: when it is approved, or the mock's own refusal. */
export function cardOutcomeText(t: Messages, language: Language, outcome: CardOutcome): string {
  if (outcome.kind === 'declined') return fill(t.cardDeclined, { reason: outcome.reason[language] });
  return fill(t.cardApproved, { seconds: new Intl.NumberFormat(language).format(outcome.settleMs / 1000) });
}

/** Whether the override answers a whole envelope or a patch merged into what the seeded world answers. */
export type OverrideKind = 'patch' | 'answer';

/** The add form as typed: JSON and numbers are still text, so nothing typed is lost when the server refuses it. */
export interface OverrideDraft {
  call: string;
  match: string;
  times: string;
  kind: OverrideKind;
  json: string;
  lenient: boolean;
}

/** The form's fields a problem can be shown beside. */
export type DraftField = 'call' | 'match' | 'times' | 'json';

const jsonOf = (text: string): { value: unknown } | null => {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
};

/**
 * The body of POST /__mock/overrides, or the fields whose text is not JSON. Only the syntax is checked here: what the
 * JSON must hold (a match of fields, an answer the shop's client accepts) is the control plane's to say, in its refusal.
 * An empty match is `{}` (every request); empty times is null (until cleared).
 */
export function requestOf(draft: OverrideDraft): { body: Record<string, unknown> } | { notJson: DraftField[] } {
  const match = jsonOf(draft.match.trim() === '' ? '{}' : draft.match);
  const json = jsonOf(draft.json);
  if (!match || !json) return { notJson: [...(match ? [] : ['match' as const]), ...(json ? [] : ['json' as const])] };
  const times = draft.times.trim() === '' ? null : Number(draft.times);
  return { body: { call: draft.call, match: match.value, times, [draft.kind]: json.value, lenient: draft.lenient } };
}

/** A refusal names its field first (`patch.adultPrice: Invalid input…`, `times: Too small…`); where the form shows it. */
const REFUSED_FIELDS: readonly [RegExp, DraftField][] = [
  [/^call\b/, 'call'],
  [/^match\b/, 'match'],
  [/^times\b/, 'times'],
  [/^(answer|patch)\b/, 'json'],
];

/** The field a refusal's message names, or null for a refusal of the whole override (a full world, a lost server). */
export const fieldOfRefusal = (message: string): DraftField | null =>
  REFUSED_FIELDS.find(([pattern]) => pattern.test(message))?.[1] ?? null;

import type { PayMode } from '@tours/contract';
import { type CardField, cardIssues } from '@tours/contract/rules';
import { serverNow } from '../lib/server-clock';

/** A new card as the card form holds it (spec §3 card details), plus whether to keep it in Saved Cards. */
export interface CardFormValues {
  payMode: PayMode | '';
  cardNumber: string;
  cardType: string;
  cardName: string;
  cardExpiry: string;
  cardSecurityCode: string;
  countryCode: string;
  cardAddress: string;
  cardArea1: string;
  cardArea2: string;
  postalCode: string;
  /** Unticked by default: a card is saved only when the person asks (docs/adr/0034-card-checks-first-and-saving-opt-in.md). */
  saveCard: boolean;
}

export const emptyCardFormValues = (): CardFormValues => ({
  payMode: '',
  cardNumber: '',
  cardType: '',
  cardName: '',
  cardExpiry: '',
  cardSecurityCode: '',
  countryCode: '',
  cardAddress: '',
  cardArea1: '',
  cardArea2: '',
  postalCode: '',
  saveCard: false,
});

/** The card fields pay/submit sends (no payMode, no saveCard). */
export const cardDetailsOf = (values: CardFormValues) => ({
  cardNumber: values.cardNumber,
  cardType: values.cardType,
  cardName: values.cardName,
  cardExpiry: values.cardExpiry,
  cardSecurityCode: values.cardSecurityCode,
  countryCode: values.countryCode,
  cardAddress: values.cardAddress,
  cardArea1: values.cardArea1,
  cardArea2: values.cardArea2,
  postalCode: values.postalCode,
});

/** YYYY-MM of the server's clock (UTC, as the server compares expiry months). */
const serverMonth = (now = serverNow()) => new Date(now).toISOString().slice(0, 7);

export interface CardFormIssue {
  field: CardField | 'cardName';
  /** An i18n key of the checkout namespace. */
  messageKey: string;
}

/**
 * Everything pay/submit would refuse about this card (the contract's card checks, on the server's month), one issue per
 * field, and the holder's name when the card is to be saved (save-card needs it). Empty when the card can be sent.
 */
export function cardFormIssues(values: CardFormValues, now = serverNow()): CardFormIssue[] {
  if (values.payMode !== 'card') return [];
  const issues: CardFormIssue[] = cardIssues(values, serverMonth(now)).map((issue) => ({
    field: issue.field,
    messageKey: `cardCheck.${issue.field}.${issue.problem}`,
  }));
  if (values.saveCard && !values.cardName.trim()) issues.push({ field: 'cardName', messageKey: 'cardCheck.cardName.required' });
  return issues;
}

/** The first of them, in the order the server checks; null when the card can be sent. */
export const cardFormIssue = (values: CardFormValues, now = serverNow()): CardFormIssue | null => cardFormIssues(values, now)[0] ?? null;

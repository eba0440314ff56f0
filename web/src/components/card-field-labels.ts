import { ApiError } from '../api/errors';

/**
 * The request fields of the card calls (pay/submit and save-card) and their labels on the card form. A
 * 400 envelope names the field as the server spells it ("number: must be a card number"); the person
 * reads the label they saw instead ("Card number: must be a card number").
 */
export const cardFieldLabelKeys: Record<string, string> = {
  cardNumber: 'checkout:card.number',
  number: 'checkout:card.number',
  cardType: 'checkout:card.type',
  cardName: 'checkout:card.name',
  cardExpiry: 'checkout:card.expiry',
  cardSecurityCode: 'checkout:card.securityCode',
  countryCode: 'checkout:card.country',
  cardAddress: 'checkout:card.province',
  cardArea1: 'checkout:card.line1',
  cardArea2: 'checkout:card.line2',
  postalCode: 'checkout:card.postalCode',
  payMode: 'checkout:payment.method',
};

/** The server's message with a leading card field name replaced by its label; other messages unchanged. */
export function labelCardFields(message: string, t: (key: string) => string): string {
  const match = /^(\w+): (.*)$/s.exec(message);
  const labelKey = match?.[1] ? cardFieldLabelKeys[match[1]] : undefined;
  return match && labelKey ? `${t(labelKey)}: ${match[2]}` : message;
}

/** A failed card call rethrown with its field labelled, so the error policy's toast names what the person saw. */
export function withCardLabels(error: unknown, t: (key: string) => string): unknown {
  if (!(error instanceof ApiError)) return error;
  return new ApiError({ ...error.envelope, message: labelCardFields(error.message, t) });
}

/**
 * The card checks of trade.order.pay.submit with payMode card. The mock refuses with them and the shop's
 * card form runs the same ones before any call, so a card is never found wrong after the account and the
 * order were created.
 */

export type CardField = 'cardNumber' | 'cardExpiry' | 'cardSecurityCode';
export type CardProblem = 'required' | 'invalidNumber' | 'expired' | 'securityCodeFormat';

export interface CardIssue {
  field: CardField;
  problem: CardProblem;
}

export interface CardCheckValues {
  cardNumber?: string | undefined;
  cardExpiry?: string | undefined;
  cardSecurityCode?: string | undefined;
}

/** Digits only: card numbers arrive grouped with spaces or dashes. */
export const cardNumberDigits = (number: string) => number.replace(/[\s-]/g, '');

/** 12 to 19 digits passing the Luhn check. */
export function isCardNumberValid(number: string): boolean {
  const digits = cardNumberDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What is wrong with a card, each field's first problem, in the order the server checks: number, expiry (YYYY-MM, not
 * before `thisMonth`), security code. `thisMonth` is YYYY-MM on the server's clock. A form flags them all at once.
 */
export function cardIssues(card: CardCheckValues, thisMonth: string): CardIssue[] {
  const issues: CardIssue[] = [];
  const number = card.cardNumber?.trim() ?? '';
  if (!number) issues.push({ field: 'cardNumber', problem: 'required' });
  else if (!isCardNumberValid(number)) issues.push({ field: 'cardNumber', problem: 'invalidNumber' });
  if (!card.cardExpiry) issues.push({ field: 'cardExpiry', problem: 'required' });
  else if (card.cardExpiry < thisMonth) issues.push({ field: 'cardExpiry', problem: 'expired' });
  const securityCode = card.cardSecurityCode?.trim() ?? '';
  if (!securityCode) issues.push({ field: 'cardSecurityCode', problem: 'required' });
  else if (!/^\d{3,4}$/.test(securityCode)) issues.push({ field: 'cardSecurityCode', problem: 'securityCodeFormat' });
  return issues;
}

/** The first thing wrong with a card, as the server refuses it (one refusal per call). */
export const firstCardIssue = (card: CardCheckValues, thisMonth: string): CardIssue | null => cardIssues(card, thisMonth)[0] ?? null;

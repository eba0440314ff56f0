/**
 * The card checks of trade.order.pay.submit with payMode card. The mock refuses with them and the shop's
 * card form runs the same ones before any call, so a card is never found wrong after the account and the
 * order were created (issue 13).
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

/** The words the server uses for each problem (its 400 envelope reads `field: words`). */
export const cardProblemText: Record<CardProblem, string> = {
  required: 'is required',
  invalidNumber: 'The card number is not valid',
  expired: 'The card has expired',
  securityCodeFormat: 'must be 3 or 4 digits',
};

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
 * The first thing wrong with a card, in the order the server checks: number, expiry (YYYY-MM, not before
 * `thisMonth`), security code. `thisMonth` is YYYY-MM on the server's clock.
 */
export function firstCardIssue(card: CardCheckValues, thisMonth: string): CardIssue | null {
  const number = card.cardNumber?.trim() ?? '';
  if (!number) return { field: 'cardNumber', problem: 'required' };
  if (!isCardNumberValid(number)) return { field: 'cardNumber', problem: 'invalidNumber' };
  if (!card.cardExpiry) return { field: 'cardExpiry', problem: 'required' };
  if (card.cardExpiry < thisMonth) return { field: 'cardExpiry', problem: 'expired' };
  const securityCode = card.cardSecurityCode?.trim() ?? '';
  if (!securityCode) return { field: 'cardSecurityCode', problem: 'required' };
  if (!/^\d{3,4}$/.test(securityCode)) return { field: 'cardSecurityCode', problem: 'securityCodeFormat' };
  return null;
}

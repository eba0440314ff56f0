import { cardNumberDigits } from '@tours/contract/rules';

// One card-number rule for the mock and the shop's form: the contract's (contract/src/rules/card.ts).
export { cardNumberDigits as cardDigits, isCardNumberValid as isLuhnValid } from '@tours/contract/rules';

/** Every scheme cardTypeOf names: a saved card's brand mark is one of their pictures (picture-urls.ts `cardPictureUrl`). */
export const CARD_TYPES = ['Visa', 'Mastercard', 'American Express', 'UnionPay', 'JCB', 'Discover', 'Unknown'] as const;

/** The scheme from the number's prefix (IIN ranges), 'Unknown' otherwise. */
export function cardTypeOf(number: string): (typeof CARD_TYPES)[number] {
  const digits = cardNumberDigits(number);
  const first2 = Number(digits.slice(0, 2));
  const first4 = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'Visa';
  if ((first2 >= 51 && first2 <= 55) || (first4 >= 2221 && first4 <= 2720)) return 'Mastercard';
  if (first2 === 34 || first2 === 37) return 'American Express';
  if (digits.startsWith('62')) return 'UnionPay';
  if (first4 >= 3528 && first4 <= 3589) return 'JCB';
  if (digits.startsWith('6011') || digits.startsWith('65')) return 'Discover';
  return 'Unknown';
}

export const maskCard = (last4: string) => `**** **** **** ${last4}`;

/** Digits only: card numbers arrive grouped with spaces. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

export function isLuhnValid(number: string): boolean {
  const digits = cardDigits(number);
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

/** The scheme from the number's prefix (IIN ranges), 'Unknown' otherwise. */
export function cardTypeOf(number: string): string {
  const digits = cardDigits(number);
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

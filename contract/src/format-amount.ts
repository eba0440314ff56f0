import type { Amount } from './entities/answer-values.js';

/**
 * An amount as the shop shows it beside its currency symbol, and as the mock's emails write it: whole numbers
 * bare (390), others with two decimals (12.50). A backend may write an amount as its text ("15.00", entities/
 * answer-values.ts): it is read as the number it writes, so 15 and "15.00" look alike. No zod here: the web's first
 * visit imports it.
 */
export function formatAmount(amount: Amount): string {
  const value = Number(amount);
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

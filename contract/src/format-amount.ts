/**
 * An amount as the shop shows it beside its currency symbol, and as the mock's emails write it: whole numbers
 * bare (390), others with two decimals (12.50). No zod here: the web's first visit imports it.
 */
export const formatAmount = (amount: number): string =>
  // Number(): a backend that drifts may send "89.00"; the page shows it rather than breaking.
  Number.isInteger(amount) ? String(amount) : Number(amount).toFixed(2);

/**
 * An amount as the shop shows it beside its currency symbol, and as the mock's emails write it: whole numbers
 * bare (390), others with two decimals (12.50). No zod here: the web's first visit imports it.
 */
export const formatAmount = (amount: number): string => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

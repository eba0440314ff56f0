import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount.js';

describe('formatAmount', () => {
  it('writes whole amounts bare and others with two decimals', () => {
    expect(formatAmount(390)).toBe('390');
    expect(formatAmount(12.5)).toBe('12.50');
  });

  it('shows a price a drifting backend sent as text instead of throwing', () => {
    expect(formatAmount('89.00' as unknown as number)).toBe('89.00');
    expect(formatAmount('45.5' as unknown as number)).toBe('45.50');
  });
});

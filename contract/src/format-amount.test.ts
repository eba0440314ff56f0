import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount.js';

describe('formatAmount', () => {
  it('writes whole amounts bare and others with two decimals', () => {
    expect(formatAmount(390)).toBe('390');
    expect(formatAmount(12.5)).toBe('12.50');
  });

  it('writes an amount a backend sent as its text as it writes the number', () => {
    expect(formatAmount('15.00')).toBe('15');
    expect(formatAmount('45.5')).toBe('45.50');
    expect(formatAmount('480')).toBe('480');
  });
});

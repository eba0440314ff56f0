import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { amount, flag, nullOrOmitted } from './answer-values.js';

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe('the values a backend may write in two forms', () => {
  it('an amount is a number or its text, as BigDecimal is written as a string', () => {
    for (const value of [15, 12.5, 0, '15.00', '480', '0.5']) expect(accepts(amount(), value), String(value)).toBe(true);
    for (const value of ['$15', '15,00', 'USD 480', '', '1e3', '-5', null]) expect(accepts(amount(), value), String(value)).toBe(false);
  });

  it('a flag is true or false, or 1 or 0, never a text (which the shop would read as true)', () => {
    for (const value of [true, false, 1, 0]) expect(accepts(flag(), value), String(value)).toBe(true);
    for (const value of ['false', 'true', '0', 2, null]) expect(accepts(flag(), value), String(value)).toBe(false);
  });

  it('a nullable field may be null or left out, as Jackson NON_NULL leaves it out', () => {
    const tour = z.object({ score: nullOrOmitted(z.number()) });
    for (const value of [{ score: 4.5 }, { score: null }, {}]) expect(accepts(tour, value), JSON.stringify(value)).toBe(true);
    expect(accepts(tour, { score: '4.5' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { calibrate } from './calibrated-phone';

describe('the phone calibrated to this host', () => {
  it("keeps Lighthouse's 4x for a host in the high-end desktop bracket's lower half, and below it", () => {
    expect(calibrate([1500]).multiplier).toBe(4);
    expect(calibrate([1750]).multiplier).toBe(4);
    expect(calibrate([900]).multiplier).toBe(4);
  });

  it('slows a faster host in proportion to its index, to 2 decimals', () => {
    expect(calibrate([2400]).multiplier).toBe(5.49);
    expect(calibrate([2290]).multiplier).toBe(5.23);
    expect(calibrate([3500]).multiplier).toBe(8);
  });

  it('reads the host as the median of its readings, an odd or an even count, in any order', () => {
    expect(calibrate([2880, 1942, 2290, 2100, 2600])).toEqual({
      benchmarkIndex: 2290,
      multiplier: 5.23,
      readings: [2880, 1942, 2290, 2100, 2600],
    });
    expect(calibrate([2600, 1942, 2400, 2880]).benchmarkIndex).toBe(2500);
    expect(calibrate([2600, 1942, 2400, 2880]).multiplier).toBe(5.71);
  });
});

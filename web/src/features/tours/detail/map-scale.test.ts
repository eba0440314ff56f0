import { describe, expect, it } from 'vitest';
import { metresPerPixel, scaleBar } from './map-scale';

describe('metresPerPixel (Web Mercator)', () => {
  it('is 156543.03 / 2^14 at the equator at zoom 14', () => {
    expect(metresPerPixel(0, 14)).toBeCloseTo(9.5546, 4);
  });

  it('shrinks with the cosine of the latitude, north and south alike', () => {
    expect(metresPerPixel(60, 14)).toBeCloseTo(9.5546 / 2, 4);
    expect(metresPerPixel(-60, 14)).toBeCloseTo(metresPerPixel(60, 14), 10);
  });

  it('stays finite and positive beyond the Mercator limit', () => {
    expect(metresPerPixel(90, 14)).toBeGreaterThan(0);
    expect(metresPerPixel(90, 14)).toBe(metresPerPixel(85.05112878, 14));
  });
});

describe('scaleBar', () => {
  it('picks the longest round distance that fits', () => {
    // 9.55 m/px: 1 km is 104.7 px, 2 km would be 209 px.
    expect(scaleBar(0, 14, 120)).toEqual({ metres: 1000, px: 1000 / metresPerPixel(0, 14) });
    // Beijing, 40.43 N: 7.27 m/px, so 1 km is 137 px (too long) and 500 m is 68.7 px.
    const beijing = scaleBar(40.43, 14, 120);
    expect(beijing.metres).toBe(500);
    expect(beijing.px).toBeCloseTo(68.74, 1);
  });
});

import { describe, expect, it } from 'vitest';
import { generateStreetMap, STREET_MAP_RADIUS, segmentsPath } from './street-grid';

const beijing = { lat: 40.43, lng: 116.57 };
const samples = Array.from({ length: 40 }, (_, i) => ({ lat: -60 + i * 3.1, lng: -170 + i * 8.3 }));

describe('generateStreetMap', () => {
  it('gives the same streets for the same coordinates', () => {
    expect(generateStreetMap({ ...beijing })).toEqual(generateStreetMap({ ...beijing }));
  });

  it('gives another city for other coordinates', () => {
    const other = generateStreetMap({ lat: 48.8566, lng: 2.3522 });
    expect(segmentsPath(other.streets)).not.toBe(segmentsPath(generateStreetMap(beijing).streets));
  });

  it('spaces side streets 110-190 m apart (x 0.8-1.25), true to zoom 14 at the latitude', () => {
    for (const point of [beijing, { lat: 0, lng: 10 }, { lat: 60, lng: 10 }]) {
      const metresPerPx = (156543.03 * Math.cos((point.lat * Math.PI) / 180)) / 2 ** 14;
      const map = generateStreetMap(point);
      const xs = [...new Set([...map.streets, ...map.avenues].filter((s) => s.x1 === s.x2).map((s) => s.x1))].sort((a, b) => a - b);
      const gaps = xs.slice(1).map((x, i) => (x - (xs[i] ?? 0)) * metresPerPx);
      expect(gaps.length).toBeGreaterThan(5);
      for (const gap of gaps) {
        // A missing side street doubles a gap, so the upper bound allows two.
        expect(gap).toBeGreaterThan(110 * 0.8 - 1);
        expect(gap).toBeLessThan(2 * 190 * 1.25 + 1);
      }
    }
  });

  it('draws avenues and side streets over the whole square, turned at most 25 degrees', () => {
    const map = generateStreetMap(beijing);
    expect(map.avenues.length).toBeGreaterThan(3);
    expect(map.streets.length).toBeGreaterThan(map.avenues.length);
    expect(Math.abs(map.angle)).toBeLessThanOrEqual(25);
    for (const s of [...map.avenues, ...map.streets]) {
      for (const v of [s.x1, s.y1, s.x2, s.y2]) expect(Math.abs(v)).toBeLessThanOrEqual(STREET_MAP_RADIUS + 0.1);
    }
  });

  it('sometimes draws a river or a lake and parks, never on the marker', () => {
    const maps = samples.map((point) => generateStreetMap(point));
    expect(maps.some((m) => m.water?.kind === 'river')).toBe(true);
    expect(maps.some((m) => m.water?.kind === 'lake')).toBe(true);
    expect(maps.some((m) => m.water === null)).toBe(true);
    expect(maps.some((m) => m.parks.length > 0)).toBe(true);
    for (const map of maps) {
      for (const park of map.parks) {
        const inside = park.x < 0 && park.x + park.width > 0 && park.y < 0 && park.y + park.height > 0;
        expect(inside).toBe(false);
      }
      if (map.water?.kind === 'lake') {
        const { cx, cy, rx, ry } = map.water;
        expect(Math.hypot(cx, cy)).toBeGreaterThan(Math.max(rx, ry));
      }
    }
  });
});

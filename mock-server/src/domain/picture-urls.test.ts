import { describe, expect, it } from 'vitest';
import { citySlug, startHourOf } from './picture-urls.js';

describe('picture URLs', () => {
  it('turns city names into short stable slugs', () => {
    expect(citySlug("Xi'an")).toBe('xian');
    expect(citySlug('Hong Kong')).toBe('hong-kong');
    expect(citySlug('New York')).toBe('new-york');
    expect(citySlug('')).toBe('city');
    expect(citySlug('<b>')).toBe('b');
  });

  it('reads the start hour of a tour, midday when it has no times', () => {
    expect(startHourOf(['09:30', '14:00'])).toBe(9);
    expect(startHourOf([])).toBe(12);
  });
});

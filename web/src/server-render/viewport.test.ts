import { describe, expect, it } from 'vitest';
import { LAPTOP_WIDTH, matchesWidth, PHONE_WIDTH, viewportWidthOf } from './viewport';

describe('viewportWidthOf', () => {
  it('lays a phone out at phone width and anything else at laptop width', () => {
    expect(viewportWidthOf('Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Chrome/140 Mobile Safari/537.36')).toBe(PHONE_WIDTH);
    expect(viewportWidthOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(PHONE_WIDTH);
    expect(viewportWidthOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/140 Safari/537.36')).toBe(LAPTOP_WIDTH);
    expect(viewportWidthOf(undefined)).toBe(LAPTOP_WIDTH);
  });
});

describe('matchesWidth', () => {
  it("reads Mantine's em breakpoints and px bounds, joined by and", () => {
    expect(matchesWidth('(min-width: 48em)', 768)).toBe(true);
    expect(matchesWidth('(min-width: 48em)', 767)).toBe(false);
    expect(matchesWidth('(max-width: 600px)', 390)).toBe(true);
    expect(matchesWidth('(min-width: 20em) and (max-width: 62em)', 1280)).toBe(false);
    expect(matchesWidth('(prefers-reduced-motion: reduce)', 1280)).toBe(false);
  });
});

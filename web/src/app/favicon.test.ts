import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** /favicon.ico, for clients that ask it without reading the page's icon link (`npm run favicon` draws it). */
const icon = readFileSync(join(import.meta.dirname, '..', '..', 'public', 'favicon.ico'));

describe('favicon.ico', () => {
  it('is an icon file holding 16, 32 and 48 pixel PNG pictures', () => {
    expect({ reserved: icon.readUInt16LE(0), type: icon.readUInt16LE(2), count: icon.readUInt16LE(4) }).toEqual({
      reserved: 0,
      type: 1,
      count: 3,
    });
    const pictures = [0, 1, 2].map((index) => {
      const entry = 6 + 16 * index;
      const offset = icon.readUInt32LE(entry + 12);
      const png = icon.subarray(offset, offset + icon.readUInt32LE(entry + 8));
      return { declared: icon.readUInt8(entry), signature: png.subarray(1, 4).toString('latin1'), width: png.readUInt32BE(16) };
    });
    expect(pictures).toEqual([16, 32, 48].map((size) => ({ declared: size, signature: 'PNG', width: size })));
  });
});

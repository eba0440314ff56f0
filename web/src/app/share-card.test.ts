import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The shop's own link-preview picture (`npm run share-card` draws it from web/share-card.svg). */
const WEB = join(import.meta.dirname, '..', '..');
const card = readFileSync(join(WEB, 'public', 'share-card.png'));
const source = readFileSync(join(WEB, 'share-card.svg'), 'utf8');

describe('share-card.png', () => {
  it('is a 1200x630 PNG, the size link previews show whole', () => {
    expect(card.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // The first chunk is IHDR: its length, its type, then the width and height.
    expect(card.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect({ width: card.readUInt32BE(16), height: card.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
  });

  it('is drawn from a source of the same size', () => {
    expect(source).toMatch(/^<svg [^>]*width="1200" height="630" viewBox="0 0 1200 630"/);
  });
});

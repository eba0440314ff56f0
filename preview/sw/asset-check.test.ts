import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectedHash, isBuildFile, sha256Hex } from './asset-check';

const SCOPE = 'https://example.test/tours-preview/';
const script = new TextEncoder().encode('export const shop = 1;\n');
const hex = createHash('sha256').update(script).digest('hex');

describe('sha256Hex', () => {
  it('gives the hex SHA-256 Node gives for the same bytes', async () => {
    expect(await sha256Hex(script)).toBe(hex);
  });
});

describe('isBuildFile', () => {
  it('accepts the bytes the build hashed', async () => {
    expect(await isBuildFile(script.slice().buffer, hex)).toBe(true);
  });

  it('refuses a body a neighbour wrote under the same address', async () => {
    const poisoned = new TextEncoder().encode('window.__poisoned = true;');
    expect(await isBuildFile(poisoned.slice().buffer, hex)).toBe(false);
  });

  it('refuses an empty body', async () => {
    expect(await isBuildFile(new ArrayBuffer(0), hex)).toBe(false);
  });
});

describe('expectedHash', () => {
  const hashes = { 'assets/index-abc.js': hex };

  it('finds a build file by its address under the scope', () => {
    expect(expectedHash(hashes, SCOPE, `${SCOPE}assets/index-abc.js`)).toBe(hex);
  });

  it.each([
    ['another path of the origin', 'https://example.test/neighbour/assets/index-abc.js'],
    ['a query string', `${SCOPE}assets/index-abc.js?v=2`],
    ['a file the manifest lacks', `${SCOPE}assets/other-def.js`],
    ['a name Object.prototype holds', `${SCOPE}constructor`],
    ['the scope itself', SCOPE],
  ])('has none for %s', (_, url) => {
    expect(expectedHash(hashes, SCOPE, url)).toBeUndefined();
  });
});

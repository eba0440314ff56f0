import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The storefront server is what runs in production: the mock (its server, its MSW handlers, its faker seed) must
 * never be bundled into it. Its imports are checked by dependency-cruiser (`storefront-holds-no-mock` in
 * .dependency-cruiser.cjs); its manifest, which no import shows, here.
 */
const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const MOCK = [/^@tours\/(mock-server|mock-toolbar|preview)$/, /^msw$/, /^@mswjs\//, /^@faker-js\//];

describe('the storefront holds no mock code', () => {
  it('depends on none of it in package.json', () => {
    const manifest = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const names = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'].flatMap((field) =>
      Object.keys(manifest[field] ?? {}),
    );
    expect(names.filter((name) => MOCK.some((pattern) => pattern.test(name)))).toEqual([]);
  });
});

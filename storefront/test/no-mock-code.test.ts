import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The storefront server is what runs in production: the mock (its server, its MSW handlers, its faker seed) must
 * never be bundled into it, not even through a helper.
 */
const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const MOCK = [/(^|\/)mock-server(\/|$)/, /^@tours\/mock-server/, /^msw(\/|$)/, /^@mswjs\//, /^@faker-js\//];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.(ts|mts|js|mjs)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Every module specifier: static and dynamic imports, re-exports. */
function importSpecifiers(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g);
  return [...found].map((match) => match[1] ?? '');
}

describe('the storefront holds no mock code', () => {
  it('imports nothing from mock-server, msw or faker in src/', () => {
    const files = sourceFiles(join(PACKAGE, 'src'));
    expect(files.length).toBeGreaterThan(5);
    const offending = files.flatMap((file) =>
      importSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => MOCK.some((pattern) => pattern.test(specifier)))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('finds an import of the mock where there is one (the scan itself works)', () => {
    expect(importSpecifiers("import { x } from '../../mock-server/src/app.js';\nconst m = await import('msw');")).toEqual([
      '../../mock-server/src/app.js',
      'msw',
    ]);
  });

  it('depends on none of them in package.json', () => {
    const manifest = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const names = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'].flatMap((field) =>
      Object.keys(manifest[field] ?? {}),
    );
    expect(names.filter((name) => MOCK.some((pattern) => pattern.test(name)))).toEqual([]);
  });
});

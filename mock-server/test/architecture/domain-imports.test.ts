import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The domain core is pure (docs/DESIGN: "pure functions over a Store and a Clock", meant to run in a
 * browser too): it never imports the seed or faker, and its modules import nothing outside domain/ but
 * the contract and small pure packages. Seeded worlds are built in src/world, which imports both.
 */
const src = fileURLToPath(new URL('../../src/', import.meta.url));
const domain = join(src, 'domain');
const seed = join(src, 'seed');
const ALLOWED_PACKAGES = ['@tours/contract', 'dayjs', 'zod'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every module specifier a file names: static imports and re-exports, side-effect imports, import(). */
function specifiers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"]([^'"]+)['"]/g)) found.push(match[1] ?? '');
  for (const match of text.matchAll(/(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)) found.push(match[1] ?? '');
  for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(match[1] ?? '');
  return found;
}

const inside = (path: string, dir: string) => path === dir || path.startsWith(dir + sep);
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('mock-server/src/domain imports', () => {
  const files = sources(domain);

  it('finds the domain modules and reads their imports', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(specifiers("import { a } from './a.js';\nexport type * from './b.js';\nimport './c.js';\nawait import('./d.js');")).toEqual([
      './a.js',
      './b.js',
      './c.js',
      './d.js',
    ]);
  });

  it('never imports the seed or faker, not even from a test', () => {
    const offending = files.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((s) => s.includes('faker') || (s.startsWith('.') && inside(resolve(dirname(file), s), seed)))
        .map((s) => `${relative(src, file)} -> ${s}`),
    );
    expect(offending).toEqual([]);
  });

  it('imports nothing outside domain/ but the contract and pure packages (tests may use src/world)', () => {
    const offending = files
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) =>
        specifiers(readFileSync(file, 'utf8'))
          .filter((s) => (s.startsWith('.') ? !inside(resolve(dirname(file), s), domain) : !ALLOWED_PACKAGES.includes(packageOf(s))))
          .map((s) => `${relative(src, file)} -> ${s}`),
      );
    expect(offending).toEqual([]);
  });
});

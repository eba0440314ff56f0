import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inside, packageOf, sources, specifiers, src } from './module-imports.js';

/**
 * The domain core is pure (docs/DESIGN: "pure functions over a Store and a Clock", meant to run in a
 * browser too): it never imports the seed or faker, and its modules import nothing outside domain/ but
 * the contract and small pure packages. Seeded worlds are built in src/world, which imports both.
 */
const domain = join(src, 'domain');
const seed = join(src, 'seed');
const ALLOWED_PACKAGES = ['@tours/contract', 'dayjs', 'i18next', 'zod'];

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

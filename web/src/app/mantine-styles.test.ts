import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, sourceFilesUnder } from '../test/source-files';

/**
 * app/mantine.css imports Mantine's styles per component instead of the whole styles.css. These tests keep
 * that list exact: every component the shop renders, directly or inside another Mantine component (Select draws a
 * Combobox, which draws a Popover...), has its rules, nothing else is loaded, and the order is styles.css's own.
 */
const SRC = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const CORE = dirname(require.resolve('@mantine/core/styles.css'));
const GLOBALS = ['baseline', 'default-css-variables', 'global'];
/** Mantine packages the shop uses whose components are built from @mantine/core's. */
const PACKAGES = ['@mantine/carousel', '@mantine/dates', '@mantine/notifications'];

const FROM_CORE = /import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;
const RELATIVE_IMPORT = /from\s*["'](\.{1,2}\/[^"']+)["']/g;

/** Component names a file imports from @mantine/core (`Pagination as MantinePagination` -> Pagination; types skipped). */
function coreImports(source: string): string[] {
  return [...source.matchAll(FROM_CORE)].flatMap(([, names = '']) => importedNames(names).filter((name) => !name.startsWith('type ')));
}

/** The names of an import list as exported (`Pagination as MantinePagination` -> Pagination). */
function importedNames(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
    .filter((name) => name !== '');
}

/** Where @mantine/core's index takes each export from: `Select` -> @mantine/core/esm/components/Select/Select.mjs. */
function exportedFrom(): Map<string, string> {
  const index = join(CORE, 'esm', 'index.mjs');
  const map = new Map<string, string>();
  for (const [, names = '', specifier = ''] of readFileSync(index, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+)"/g)) {
    for (const name of importedNames(names)) map.set(name, join(CORE, 'esm', specifier));
  }
  return map;
}

/**
 * The stylesheets the shop needs: every CSS module (`<Name>.module.mjs`, whose rules are `styles/<Name>.css`) reached from what the
 * shop and the other Mantine packages import, through @mantine/core's own modules (Select -> Combobox -> Popover...).
 */
function neededStylesheets(): string[] {
  const shopFiles = sourceFilesUnder(SRC);
  const packageFiles = PACKAGES.flatMap((name) => filesUnder(join(dirname(require.resolve(`${name}/styles.css`)), 'esm'), /\.mjs$/));
  const entries = exportedFrom();
  const queue = [...shopFiles, ...packageFiles]
    .flatMap((file) => coreImports(readFileSync(file, 'utf8')))
    .flatMap((name) => entries.get(name) ?? []);
  const seen = new Set<string>();
  const stylesheets = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const module = /([\w-]+)\.module\.mjs$/.exec(file)?.[1];
    if (module !== undefined && existsSync(join(CORE, 'styles', `${module}.css`))) stylesheets.add(module);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) queue.push(join(dirname(file), specifier));
  }
  return [...stylesheets];
}

const imported = [
  ...readFileSync(join(import.meta.dirname, 'mantine.css'), 'utf8').matchAll(/@import ["']@mantine\/core\/styles\/([\w-]+)\.css["'];/g),
].map(([, name]) => name as string);

describe('app/mantine.css', () => {
  it('has the rules of every Mantine component the shop draws, and no others', () => {
    expect(imported.filter((name) => !GLOBALS.includes(name)).sort()).toEqual(neededStylesheets().sort());
  });

  it("keeps styles.css's order, the global files first", () => {
    const whole = readFileSync(join(CORE, 'styles.css'), 'utf8');
    const position = (name: string) =>
      whole.indexOf(
        readFileSync(join(CORE, 'styles', `${name}.css`), 'utf8')
          .trim()
          .slice(0, 200),
      );
    expect(imported.slice(0, GLOBALS.length)).toEqual(GLOBALS);
    const positions = imported.map(position);
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

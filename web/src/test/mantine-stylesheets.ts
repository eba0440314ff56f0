import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
/** @mantine/core's folder: its `esm` folder holds its modules, its `styles` folder one stylesheet per component. */
export const MANTINE_CORE = dirname(require.resolve('@mantine/core/styles.css'));

const FROM_CORE = /import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;
const RELATIVE_IMPORT = /from\s*["'](\.{1,2}\/[^"']+)["']/g;

/** The names of an import list as exported (`Pagination as MantinePagination` -> Pagination). */
function importedNames(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
    .filter((name) => name !== '');
}

/** Component names a file imports from @mantine/core (`Pagination as MantinePagination` -> Pagination; types skipped). */
function coreImports(source: string): string[] {
  return [...source.matchAll(FROM_CORE)].flatMap(([, names = '']) => importedNames(names).filter((name) => !name.startsWith('type ')));
}

/** Where @mantine/core's index takes each export from: `Select` -> @mantine/core/esm/components/Select/Select.mjs. */
function exportedFrom(): Map<string, string> {
  const index = join(MANTINE_CORE, 'esm', 'index.mjs');
  const map = new Map<string, string>();
  for (const [, names = '', specifier = ''] of readFileSync(index, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+)"/g)) {
    for (const name of importedNames(names)) map.set(name, join(MANTINE_CORE, 'esm', specifier));
  }
  return map;
}

/**
 * The Mantine stylesheets some modules need: every CSS module (`<Name>.module.mjs`, whose rules are `styles/<Name>.css`) reached
 * from what they import of @mantine/core, through @mantine/core's own modules (Select -> Combobox -> Popover...).
 */
export function mantineStylesheetsNeededBy(files: string[]): string[] {
  const entries = exportedFrom();
  const queue = files.flatMap((file) => coreImports(readFileSync(file, 'utf8'))).flatMap((name) => entries.get(name) ?? []);
  const seen = new Set<string>();
  const stylesheets = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const module = /([\w-]+)\.module\.mjs$/.exec(file)?.[1];
    if (module !== undefined && existsSync(join(MANTINE_CORE, 'styles', `${module}.css`))) stylesheets.add(module);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) queue.push(join(dirname(file), specifier));
  }
  return [...stylesheets];
}

/** The Mantine stylesheets a CSS file imports, in its order: `@import "@mantine/core/styles/Button.css"` -> Button. */
export const mantineStylesheetsImportedBy = (cssFile: string): string[] =>
  [...readFileSync(cssFile, 'utf8').matchAll(/@import ["']@mantine\/core\/styles\/([\w-]+)\.css["'];/g)].map(([, name]) => name as string);

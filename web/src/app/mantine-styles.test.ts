import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANTINE_CORE, mantineStylesheetsImportedBy, mantineStylesheetsNeededBy } from '../test/mantine-stylesheets';
import { filesUnder, sourceFilesUnder } from '../test/source-files';

/**
 * app/mantine.css imports Mantine's styles per component instead of the whole styles.css. These tests keep
 * that list exact: every component the shop renders, directly or inside another Mantine component (Select draws a
 * Combobox, which draws a Popover...), has its rules, nothing else is loaded, and the order is styles.css's own.
 */
const SRC = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const GLOBALS = ['baseline', 'default-css-variables', 'global'];
/** Mantine packages the shop uses whose components are built from @mantine/core's. */
const PACKAGES = ['@mantine/carousel', '@mantine/dates', '@mantine/notifications'];

/** The stylesheets the shop needs: those of its own modules' components and of the other Mantine packages'. */
const neededStylesheets = () =>
  mantineStylesheetsNeededBy([
    ...sourceFilesUnder(SRC),
    ...PACKAGES.flatMap((name) => filesUnder(join(dirname(require.resolve(`${name}/styles.css`)), 'esm'), /\.mjs$/)),
  ]);

const imported = mantineStylesheetsImportedBy(join(import.meta.dirname, 'mantine.css'));

describe('app/mantine.css', () => {
  it('has the rules of every Mantine component the shop draws, and no others', () => {
    expect(imported.filter((name) => !GLOBALS.includes(name)).sort()).toEqual(neededStylesheets().sort());
  });

  it("keeps styles.css's order, the global files first", () => {
    const whole = readFileSync(join(MANTINE_CORE, 'styles.css'), 'utf8');
    const position = (name: string) =>
      whole.indexOf(
        readFileSync(join(MANTINE_CORE, 'styles', `${name}.css`), 'utf8')
          .trim()
          .slice(0, 200),
      );
    expect(imported.slice(0, GLOBALS.length)).toEqual(GLOBALS);
    const positions = imported.map(position);
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineStylesheetsImportedBy, mantineStylesheetsNeededBy } from '../../web/src/test/mantine-stylesheets';
import { sourceFilesUnder } from '../../web/src/test/source-files';

const shops = mantineStylesheetsImportedBy(join(import.meta.dirname, '../../web/src/app/mantine.css'));
const own = mantineStylesheetsImportedBy(join(import.meta.dirname, 'mantine.css'));

describe("the toolbar's mantine.css", () => {
  it('has the rules of every Mantine component the toolbar draws that the shop does not, and no others', () => {
    const needed = mantineStylesheetsNeededBy(sourceFilesUnder(import.meta.dirname));
    expect([...own].sort()).toEqual(needed.filter((name) => !shops.includes(name)).sort());
  });
});

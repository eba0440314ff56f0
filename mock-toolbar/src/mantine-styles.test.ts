import { join } from 'node:path';
import { webSource } from '@tours/web/folders';
import { mantineStylesheetsImportedBy, mantineStylesheetsNeededBy } from '@tours/web/testing/mantine-stylesheets';
import { sourceFilesUnder } from '@tours/web/testing/source-files';
import { describe, expect, it } from 'vitest';

const shops = mantineStylesheetsImportedBy(join(webSource, 'app/mantine.css'));
const own = mantineStylesheetsImportedBy(join(import.meta.dirname, 'mantine.css'));

describe("the toolbar's mantine.css", () => {
  it('has the rules of every Mantine component the toolbar draws that the shop does not, and no others', () => {
    const needed = mantineStylesheetsNeededBy(sourceFilesUnder(import.meta.dirname));
    expect([...own].sort()).toEqual(needed.filter((name) => !shops.includes(name)).sort());
  });
});

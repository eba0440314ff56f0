import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { webSource } from '@tours/web/folders';
import { filesUnder } from '@tours/web/testing/source-files';
import { describe, expect, it } from 'vitest';

/**
 * The shop's source never names the toolbar (DESIGN.md, "One mock, two runtimes"): the dev server and the preview's
 * entry mount it. biome.json refuses an import of it from web/src; this also catches what the linter does not see (a
 * comment, a string, a URL), and an import under a Biome override that set its own noRestrictedImports options
 * without the toolbar's group (a later override replaces an earlier one's options rather than adding to them).
 */

describe('web/src', () => {
  it('never names the mock toolbar', () => {
    const naming = filesUnder(webSource, /\.(tsx?|css|json|html)$/).filter((file) =>
      /mock[-_\s]?toolbar/i.test(readFileSync(file, 'utf8')),
    );
    expect(naming.map((file) => relative(webSource, file))).toEqual([]);
  });
});

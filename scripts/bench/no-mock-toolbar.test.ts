import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild, ROOT, WEB_DIST } from './web-size.js';

/**
 * Issue 17: the mock toolbar runs in `npm run dev` and the browser preview, never in the production build.
 * start-shop.tsx imports it behind `import.meta.env.DEV`, which Vite folds to false there, dropping the import.
 * These strings are the toolbar's own (checked against its source below, so a rename cannot blind the test).
 */
const TOOLBAR_SOURCE = join(ROOT, 'web', 'src', 'mock-toolbar');
const MARKERS = [
  { file: 'mock-toolbar.tsx', text: 'tours-mock-toolbar' },
  { file: 'code-section.tsx', text: '/outbox/latest-code' },
  { file: 'messages.ts', text: 'Advance to after the tour' },
];

/** What a browser runs: scripts, styles and pages; source maps and the .gz/.br copies are not executed. */
function shippedFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return shippedFiles(path);
    return /\.(js|mjs|css|html)$/.test(entry.name) ? [path] : [];
  });
}

describe('the production build', () => {
  beforeAll(() => ensureWebBuild(), 300_000);

  it.each(MARKERS)('has the marker "$text" in the toolbar source ($file)', ({ file, text }) => {
    expect(readFileSync(join(TOOLBAR_SOURCE, file), 'utf8')).toContain(text);
  });

  it('contains no mock toolbar', () => {
    const files = shippedFiles(WEB_DIST);
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((file) => {
      const body = readFileSync(file, 'utf8');
      return MARKERS.filter(({ text }) => body.includes(text)).map(({ text }) => `${relative(WEB_DIST, file)}: ${text}`);
    });
    expect(found).toEqual([]);
    const manifest = readFileSync(join(WEB_DIST, '.vite', 'manifest.json'), 'utf8');
    expect(manifest).not.toContain('src/mock-toolbar/');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild, ROOT, WEB_DIST } from './web-size.js';

/**
 * The mock toolbar runs in `npm run dev` and the browser preview, and MSW, the mock's domain and its seed run in the
 * preview only; none of them is in the production build. The toolbar lives outside web/src (mock-toolbar/), mounted
 * by the dev server and the preview's entry only, and nothing the shop imports reaches the rest.
 * Each marker is a string of its source (checked below, so a rename cannot blind the test).
 */
const MARKERS = [
  { file: 'mock-toolbar/src/mock-toolbar.tsx', text: 'tours-mock-toolbar' },
  { file: 'mock-toolbar/src/outbox-view.ts', text: '/outbox/latest-code?email=' },
  { file: 'mock-toolbar/src/messages.ts', text: 'Advance to after the tour' },
  { file: 'node_modules/msw/lib/core/utils/cookieStore.mjs', text: 'Failed to create a CookieStore' },
  { file: 'node_modules/msw/lib/browser/index.mjs', text: 'mockServiceWorker.js' },
  { file: 'mock-server/src/domain/payments.ts', text: '/mock-paypal/orders/' },
  { file: 'mock-server/src/seed/copy/guides.ts', text: 'Hidden Corners Travel' },
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

  it.each(MARKERS)('has the marker "$text" in its source ($file)', ({ file, text }) => {
    expect(readFileSync(join(ROOT, file), 'utf8')).toContain(text);
  });

  it('contains no mock toolbar, MSW, mock domain or seed', () => {
    const files = shippedFiles(WEB_DIST);
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((file) => {
      const body = readFileSync(file, 'utf8');
      return MARKERS.filter(({ text }) => body.includes(text)).map(({ text }) => `${relative(WEB_DIST, file)}: ${text}`);
    });
    expect(found).toEqual([]);
    const manifest = readFileSync(join(WEB_DIST, '.vite', 'manifest.json'), 'utf8');
    expect(manifest).not.toContain('mock-toolbar/');
  });
});

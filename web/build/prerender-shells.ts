/**
 * After `vite build`: writes each route's HTML with the page's frame and loading placeholders already in it
 * (issue 18), so a phone paints the page before the scripts arrive. React renders the routes in Node (React
 * Router's static handler, react-dom/server), loaded through Vite's SSR module loader so CSS modules, assets
 * and import.meta.env resolve as in the app. The browser globals the app reads (storage, location) come from
 * jsdom, as in the unit tests: the render is a first-time English visitor's.
 *
 * Output, beside index.html (which stays the empty fallback for addresses no route owns):
 *   shells/<first segment>.html (+ .br, .gz)   one per public route of web/src/lib/paths.ts (shellFile)
 *   shells.json                           [{ route, file }] in React Router's pattern syntax, for servers
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';
import type { RenderedShell } from '../src/prerender/render-shell';
import { fillTemplate, type ShellEntry, sampleAddress, shellFile } from '../src/prerender/shell-template';

const webRoot = join(import.meta.dirname, '..');
/** The build folder: web/dist, or the folder given as the first argument. */
const dist = process.argv[2] ?? join(webRoot, 'dist');
const ORIGIN = 'http://shop.invalid';

/**
 * Screens of a logged-in customer: their first render depends on the token (without one the account centre
 * sends the visitor to log in), so a visitor's frame would show the wrong page. They keep the empty index.html.
 */
const PRIVATE_ROUTES = new Set(['personalCenter', 'orderInfo', 'orderInfoEvaluate', 'orderInfoRequestRefund', 'orderWaitingRefund']);

/** The globals the app's modules read, from one jsdom window whose address follows the route being rendered. */
function installBrowserGlobals(): JSDOM {
  const dom = new JSDOM('<!doctype html><html lang="en"><head></head><body></body></html>', { url: `${ORIGIN}/` });
  const { window } = dom;
  const matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
  Object.assign(window, { matchMedia });
  for (const key of [
    'window',
    'document',
    'navigator',
    'localStorage',
    'sessionStorage',
    'location',
    'matchMedia',
    'HTMLElement',
    'Element',
    'Node',
  ]) {
    Object.defineProperty(globalThis, key, { value: window[key as keyof typeof window], configurable: true, writable: true });
  }
  return dom;
}

const dom = installBrowserGlobals();
const vite = await createServer({ root: webRoot, server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
try {
  const { renderShell } = (await vite.ssrLoadModule('/src/prerender/render-shell.tsx')) as {
    renderShell: (url: string) => Promise<RenderedShell>;
  };
  const { paths } = (await vite.ssrLoadModule('/src/lib/paths.ts')) as { paths: Record<string, { path: string }> };
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  mkdirSync(join(dist, 'shells'), { recursive: true });
  const entries: ShellEntry[] = [];
  for (const [name, { path }] of Object.entries(paths)) {
    if (PRIVATE_ROUTES.has(name)) continue;
    const address = sampleAddress(path);
    dom.reconfigure({ url: `${ORIGIN}${address}` });
    const shell = await renderShell(`${ORIGIN}${address}`);
    const html = fillTemplate(template, shell);
    const file = shellFile(path);
    writeFileSync(join(dist, file), html);
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(html));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(html, { level: 9 }));
    entries.push({ route: path, file });
  }
  writeFileSync(join(dist, 'shells.json'), `${JSON.stringify(entries, null, 2)}\n`);
  process.stdout.write(`prerendered ${entries.length} route shells into ${join(dist, 'shells')}\n`);
} finally {
  await vite.close();
}
// The renders leave timers behind (the query cache's 5-minute garbage collection believes it is in a browser).
process.exit(0);

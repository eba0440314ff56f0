import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const ASSET = '/assets/app-abc123.js';
export const ASSET_SOURCE = `console.log(${JSON.stringify('the shop '.repeat(200))});\n`;

/** The shell's default title in the slot where a page's own head goes (web/src/server-render/shell-head-slot.ts). */
const SHELL_HEAD_SLOT = '<!--shell-head--><title>Tours</title><!--/shell-head-->';

/**
 * A tiny stand-in for web/dist, laid out as Vite builds it: a shell with no precompressed copy (so the server
 * compresses it), a hashed asset with its .br and .gz, a hidden source map, unhashed files and the dot folders of the server's render bundle and page template.
 */
export function makeFakeWebDist(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.server'));
  mkdirSync(join(dir, '.drawn-page'));
  const shell = `<!doctype html><html><head>${SHELL_HEAD_SLOT}<script type="module" src="${ASSET}"></script></head><body><div id="root"></div><!-- ${'padding '.repeat(200)} --></body></html>`;
  writeFileSync(join(dir, 'index.html'), shell);
  writeFileSync(join(dir, '.drawn-page', 'template.html'), shell);
  writeFileSync(join(dir, ASSET), ASSET_SOURCE);
  writeFileSync(join(dir, `${ASSET}.br`), brotliCompressSync(ASSET_SOURCE));
  writeFileSync(join(dir, `${ASSET}.gz`), gzipSync(ASSET_SOURCE));
  writeFileSync(join(dir, `${ASSET}.map`), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /login\n');
  // The shop's server entries as the build writes them: a renderer that leaves every page to the browser, the visit
  // of a page, its address as it is (and already its one spelling), and a shop of one page, listed without asking the
  // backend.
  writeFileSync(
    join(dir, '.server', 'entry-server.mjs'),
    'export const secret = 1;\nexport async function createPageRenderer() { return async () => null; }\n',
  );
  writeFileSync(
    join(dir, '.server', 'drawn-visit.mjs'),
    "export const drawnVisitOf = (url) => ({ url, cookie: '', searched: false });\nexport const canonicalAddressOf = () => null;\n",
  );
  writeFileSync(
    join(dir, '.server', 'site-pages.mjs'),
    "export const createSitePageLister = () => async () => [{ en: '/', zh: '/?lang=zh' }];\n",
  );
  // Shells that name no page of their own.
  writeFileSync(join(dir, '.server', 'shell-head.mjs'), 'export async function createShellHeadReader() { return async () => null; }\n');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

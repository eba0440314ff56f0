import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { startSitemapThread } from '../src/sitemap-thread.js';

/** A build of the shop with the given page lister as web/dist/.server/site-pages.mjs, and nothing else. */
function webDistListingFrom(lister: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-sitemap-thread-'));
  mkdirSync(join(dir, '.server'));
  writeFileSync(join(dir, '.server', 'site-pages.mjs'), lister);
  return dir;
}
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function threadOver(lister: string) {
  const webDist = webDistListingFrom(lister);
  dirs.push(webDist);
  const thread = startSitemapThread({
    webDist,
    api: 'http://127.0.0.1:9',
    workerFile: new URL('../src/sitemap-worker-from-source.mjs', import.meta.url),
  });
  onTestFinished(() => thread.close());
  return { ...thread, webDist };
}

const decoded = (files: Map<string, Uint8Array>) => new TextDecoder().decode(files.get('/sitemap.xml'));

describe('the sitemap thread', () => {
  it("lists the shop's pages and writes their XML off the server's event loop", async () => {
    const thread = threadOver(
      "import { isMainThread } from 'node:worker_threads';\n" +
        "export const createSitePageLister = () => async () => [{ en: isMainThread ? '/main' : '/thread', zh: '/zh' }];\n",
    );
    const xml = decoded(await thread.build('https://tours.example.com', undefined, new AbortController().signal));
    expect(xml).toContain('<loc>https://tours.example.com/thread</loc>');
    expect(xml).not.toContain('/main');
  });

  it('ends a build whose time is up with its thread, even one that never yields, and builds the next in a new one', async () => {
    // The first listing leaves a mark and never ends; a thread started after it finds the mark and lists one page.
    const thread = threadOver(
      "import { existsSync, writeFileSync } from 'node:fs';\n" +
        "const mark = new URL('./stuck-once', import.meta.url);\n" +
        'export const createSitePageLister = () => async () => {\n' +
        "  if (!existsSync(mark)) { writeFileSync(mark, ''); for (;;); }\n" +
        "  return [{ en: '/', zh: '/?lang=zh' }];\n};\n",
    );
    const deadline = new AbortController();
    const stuck = thread.build('https://tours.example.com', undefined, deadline.signal);
    await vi.waitFor(() => expect(existsSync(join(thread.webDist, '.server', 'stuck-once'))).toBe(true), { timeout: 10_000 });
    deadline.abort(new Error('time is up'));
    await expect(stuck).rejects.toThrow();
    const xml = decoded(await thread.build('https://tours.example.com', undefined, new AbortController().signal));
    expect(xml).toContain('<loc>https://tours.example.com/?lang=zh</loc>');
  });
});

import { onTestFinished } from 'vitest';
import { buildStorefront, type StorefrontOptions } from '../src/app.js';
import type { ListSitePages } from '../src/page-renderer.js';
import { sitemapFileBytes } from '../src/sitemap-files.js';
import { canonicalAddressOf, drawnVisitOf } from './drawn-visit.js';

/** Nothing listens on port 9 (discard): a backend that cannot be reached. */
const UNREACHABLE_API = 'http://127.0.0.1:9';

/** A shop of one page, for the tests that do not read its sitemap. */
const listOnePage = async () => [{ en: '/', zh: '/?lang=zh' }];

/**
 * A storefront over the given web dist, closed when the test ends; its request log lines are collected. Pages are
 * drawn for the visits the shop's own module reads (web/src/server-render/drawn-visit.ts, which the build bundles for the server),
 * and the other spellings of a page's address sent to its one spelling, as that module names it. Its sitemap is built
 * from `listSitePages` in the test's own thread, as the sitemap's thread builds it (sitemap-worker.ts).
 */
export async function build({
  listSitePages = listOnePage,
  ...options
}: Partial<StorefrontOptions> & { webDist: string; listSitePages?: ListSitePages }) {
  const lines: string[] = [];
  const app = await buildStorefront({
    api: UNREACHABLE_API,
    log: (line) => lines.push(line),
    visitOf: drawnVisitOf,
    canonicalAddressOf,
    buildSitemap: async (origin, limit, signal) => sitemapFileBytes(await listSitePages(signal), origin, limit),
    ...options,
  });
  onTestFinished(() => app.close());
  return { app, lines };
}

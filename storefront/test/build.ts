import { onTestFinished } from 'vitest';
import { buildStorefront, type StorefrontOptions } from '../src/app.js';
import { canonicalAddressOf, drawnVisitOf } from './drawn-visit.js';

/** Nothing listens on port 9 (discard): a backend that cannot be reached. */
const UNREACHABLE_API = 'http://127.0.0.1:9';

/** A shop of one page, for the tests that do not read its sitemap. */
const listOnePage = async () => [{ en: '/', zh: '/?lang=zh' }];

/**
 * A storefront over the given web dist, closed when the test ends; its request log lines are collected. Pages are
 * drawn for the visits the shop's own module reads (web/src/server-render/drawn-visit.ts, which the build bundles for the server),
 * and the other spellings of a page's address sent to its one spelling, as that module names it.
 */
export async function build(options: Partial<StorefrontOptions> & { webDist: string }) {
  const lines: string[] = [];
  const app = await buildStorefront({
    api: UNREACHABLE_API,
    log: (line) => lines.push(line),
    visitOf: drawnVisitOf,
    canonicalAddressOf,
    listSitePages: listOnePage,
    ...options,
  });
  onTestFinished(() => app.close());
  return { app, lines };
}

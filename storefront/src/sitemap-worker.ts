import { workerData } from 'node:worker_threads';
import { loadSitePageLister } from './page-renderer.js';
import { sitemapFileBytes } from './sitemap-files.js';
import type { SitemapTask, SitemapWorkerData } from './sitemap-thread.js';

/**
 * The sitemap's thread (sitemap-thread.ts): it loads the shop's page lister once, then builds each sitemap asked of it.
 * The backend's answers are parsed and the XML written here, so however large the catalogue, none of it runs on the
 * server's event loop; the files go back as bytes, ready to be compressed and sent.
 */
const { webDist, api } = workerData as SitemapWorkerData;
const listSitePages = await loadSitePageLister(webDist, api);

export default async function buildSitemap(task: SitemapTask): Promise<Array<[string, Uint8Array]>> {
  // The thread itself is ended when the build's time is up (sitemap-thread.ts): the calls need no signal of their own.
  return [...(await sitemapFileBytes(await listSitePages(new AbortController().signal), task.origin, task.limit))];
}

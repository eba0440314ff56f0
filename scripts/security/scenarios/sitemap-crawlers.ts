import { type Fetched, ms, timed } from '../../bench/timed-requests.js';
import type { PortRange } from '../port-range.js';
import { emptyTally } from '../probe-http.js';
import { countFetched, statusesOf, watchHealth } from './event-loop-load.js';
import type { Scenario, ScenarioResult } from './scenario.js';
import { withMockAndStorefront } from './server-processes.js';

/** The catalogue of `npm run bench:storefront`, so the two figures compare: a sitemap of 40,000 addresses. */
const SITEMAP_TOURS = 20_000;
const CRAWLERS = 10;

/**
 * Ten crawlers ask `/sitemap.xml` at once of a storefront in front of a large catalogue, half brotli and half gzip:
 * each gets the whole sitemap, and `/healthz` answers meanwhile within its bound (the build runs in a thread of its own,
 * the compression on libuv's threads).
 */
export const sitemapCrawlersScenario: Scenario = {
  name: `event loop: the sitemap of ${SITEMAP_TOURS.toLocaleString('en')} tours built and downloaded ${CRAWLERS} times at once, /healthz beside`,
  async run(ports: PortRange): Promise<ScenarioResult> {
    return withMockAndStorefront(ports, ['--scale', String(SITEMAP_TOURS)], async (storefront) => {
      const tally = emptyTally();
      const endWatch = watchHealth(`${storefront.base}/healthz`, "the storefront's /healthz");
      const downloads = await Promise.all(
        Array.from({ length: CRAWLERS }, async (_, n): Promise<Fetched> => {
          const answer = await timed(`${storefront.base}/sitemap.xml`, { 'accept-encoding': n % 2 ? 'gzip' : 'br' });
          return { path: '/sitemap.xml', ...answer };
        }),
      );
      const { figure, broken } = await endWatch();
      countFetched(tally, downloads);
      const notWhole = downloads.filter(({ response }) => response?.status !== 200).length;
      if (notWhole > 0) broken.push(`${notWhole} of ${CRAWLERS} crawlers got no sitemap (${statusesOf(downloads)})`);
      const sitemap = await (await fetch(`${storefront.base}/sitemap.xml`)).text();
      const addresses = (sitemap.match(/<url>/g) ?? []).length;
      if (addresses < SITEMAP_TOURS) broken.push(`the sitemap names ${addresses} addresses, fewer than the ${SITEMAP_TOURS} tours`);
      const slowest = ms(Math.max(...downloads.map((download) => download.ms)));
      const what = `sitemap: ${addresses.toLocaleString('en')} addresses, the last of ${CRAWLERS} downloads done in ${slowest}; answers ${statusesOf(downloads)}`;
      return { tally, broken, figures: [figure, what] };
    });
  },
};

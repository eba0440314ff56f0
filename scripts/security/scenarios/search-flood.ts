import { type Fetched, flood, isDrawnPage, ms, percentile, timed } from '../../bench/timed-requests.js';
import type { PortRange } from '../port-range.js';
import { emptyTally } from '../probe-http.js';
import { countFetched, statusesOf, watchHealth } from './event-loop-load.js';
import type { Scenario, ScenarioResult } from './scenario.js';
import { withMockAndStorefront } from './server-processes.js';

const SEARCHES_PER_SECOND = 50;
/** Half the bench's 20 s (`npm run bench:storefront`), to keep the probe short: long enough for the lanes to fill. */
const SECONDS = 10;
/** Tours of the mock's default catalogue, asked in turn, so that no page is one the server kept from an earlier visit. */
const VISITOR_TOURS = 200;
/** The bench's target for a first visitor under this flood: a page past its deadline gets the shell, by design, but rarely. */
const DRAWN_AT_LEAST = 0.95;

const HTML = { accept: 'text/html' };
/** A page of the tour drawn by the server, not the shell the browser would draw from. */
const isDrawn = ({ response }: Fetched) => response?.status === 200 && isDrawnPage(response);

/** A first visitor without cookies, a crawler or a link preview: tour pages one after another until `until`. */
async function visit(base: string, until: number): Promise<Fetched[]> {
  const pages: Fetched[] = [];
  for (let n = 0; performance.now() < until; n += 1) {
    const path = `/productInfo/${1 + (n % VISITOR_TOURS)}`;
    pages.push({ path, ...(await timed(`${base}${path}`, HTML)) });
  }
  return pages;
}

/**
 * One client asks a unique search page (`/productList?keyword=<unique>`) 50 times a second for 10 s, without cookies,
 * while a first visitor asks tour pages: the visitor's pages are drawn (each its own tour, none kept from before), and
 * `/healthz` answers meanwhile.
 */
export const searchFloodScenario: Scenario = {
  name: `event loop: ${SEARCHES_PER_SECOND} unique searches a second for ${SECONDS} s while a first visitor asks tour pages, /healthz beside`,
  async run(ports: PortRange): Promise<ScenarioResult> {
    return withMockAndStorefront(ports, [], async (storefront) => {
      const tally = emptyTally();
      // Warm: the modules and the connections a tour page needs, on a tour the visitor asks last if at all.
      await timed(`${storefront.base}/productInfo/${VISITOR_TOURS}`, HTML);
      const endWatch = watchHealth(`${storefront.base}/healthz`, "the storefront's /healthz");
      const until = performance.now() + SECONDS * 1000;
      const searchPath = (n: number) => `/productList?keyword=probe-${process.pid}-${n}`;
      const [searches, pages] = await Promise.all([
        flood(storefront.base, searchPath, SEARCHES_PER_SECOND, SECONDS, HTML),
        visit(storefront.base, until),
      ]);
      const { figure, broken } = await endWatch();
      countFetched(tally, [...searches, ...pages]);
      const drawn = pages.filter(isDrawn).length;
      if (drawn < DRAWN_AT_LEAST * pages.length) {
        broken.push(`the first visitor got ${drawn} of ${pages.length} tour pages drawn, under ${100 * DRAWN_AT_LEAST} %`);
      }
      const visitorMs = pages.map((page) => page.ms);
      return {
        tally,
        broken,
        figures: [
          figure,
          `first visitor: ${drawn} of ${pages.length} tour pages drawn, p95 ${ms(percentile(visitorMs, 95))}; answers ${statusesOf(pages)}`,
          `searches: ${searches.filter(isDrawn).length} of ${searches.length} drawn; answers ${statusesOf(searches)}`,
        ],
      };
    });
  },
};

import { type Running, stop } from '../../bench/processes.js';
import type { PortRange } from '../port-range.js';
import { count, emptyTally, type Probe, send } from '../probe-http.js';
import type { Scenario, ScenarioResult } from './scenario.js';
import { exited, startStorefrontProcess, storefrontBuildMissing } from './server-processes.js';
import { startStandIn } from './servers.js';

const HTML = { accept: 'text/html' };
/** A visitor who came before: the storefront draws for a cookie too, outside what it keeps for first visits. */
const RETURNING = { ...HTML, cookie: 'shop-visitor=probe' };

/** What the storefront asks its backend for: pages drawn with their data, the sitemap, robots.txt, forwarded calls and media. */
const REQUESTS: Probe[] = [
  ...['/', '/productList', '/productInfo/1', '/Blog', '/productInfo/2?lang=zh'].flatMap((path) => [
    { method: 'GET', path, headers: HTML },
    { method: 'GET', path, headers: RETURNING },
  ]),
  { method: 'GET', path: '/sitemap.xml', headers: {} },
  { method: 'GET', path: '/robots.txt', headers: {} },
  { method: 'POST', path: '/rest/api/category/list', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' },
  { method: 'GET', path: '/media/tours/1-1.svg', headers: {} },
];

/**
 * A backend that answers every request with a 302 to another origin, a second stand-in server that would answer as a
 * backend does: while the storefront draws pages and builds its sitemap, no request of its reaches that other origin.
 * The renderer and the sitemap refuse a redirect (web/src/api/client.ts), the forwarder passes it on without following.
 */
export const rendererRedirectsScenario: Scenario = {
  name: "storefront's renderer and sitemap against a backend answering 302 to another origin",
  async run(ports: PortRange): Promise<ScenarioResult> {
    const tally = emptyTally();
    const broken: string[] = [];
    const skipped = storefrontBuildMissing();
    if (skipped) return { tally, broken, skipped };
    const elsewhere = await startStandIn(ports, () => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: '{"code":200,"message":"","data":[]}',
    }));
    const backend = await startStandIn(ports, ({ url }) => ({ status: 302, headers: { location: `${elsewhere.origin}${url}` }, body: '' }));
    let storefront: Running | undefined;
    try {
      storefront = await ports.listen((port) => startStorefrontProcess(port, backend.origin));
      const port = Number(new URL(storefront.base).port);
      for (const probe of REQUESTS) count(tally, probe, await send(port, probe));
      if (backend.arrivals.length === 0) broken.push('nothing reached the redirecting backend: nothing was tried');
      for (const { method, url } of elsewhere.arrivals) broken.push(`${method} ${url} followed the redirect to the other origin`);
      const fault = exited(storefront);
      if (fault) broken.push(fault);
    } finally {
      if (storefront) await stop(storefront);
      await backend.close();
      await elsewhere.close();
    }
    return {
      tally,
      broken,
      figures: [`the backend was asked ${backend.arrivals.length} times, the other origin ${elsewhere.arrivals.length}`],
    };
  },
};

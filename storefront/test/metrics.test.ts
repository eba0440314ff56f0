import { afterAll, describe, expect, it } from 'vitest';
import { StorefrontMetrics, serveMetrics } from '../src/metrics.js';
import type { RenderDocument } from '../src/page-renderer.js';
import { build } from './build.js';
import { makeFakeWebDist } from './fake-web-dist.js';
import { answerJson, standInBackendsPerTest } from './stand-in-backend.js';

const webDist = makeFakeWebDist();
afterAll(webDist.remove);
const backends = standInBackendsPerTest();
const BROWSER = { accept: 'text/html', 'accept-encoding': 'identity' };
const DRAWN = { status: 200, html: '<!doctype html><html><body><div id="root"><h1>Great Wall</h1></div></body></html>' } as const;

/** One series' value as Prometheus would read it, 0 when it was never counted. */
async function seriesValue(metrics: StorefrontMetrics, name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = metrics.registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  const series = values.find((value) => Object.entries(labels).every(([key, wanted]) => String(value.labels[key]) === wanted));
  return series?.value ?? 0;
}

describe('the figures for Prometheus', () => {
  it('count pages drawn and shells sent and why, drawings, the page cache and /rest/api answers by status', async () => {
    const metrics = new StorefrontMetrics({ nodeFigures: false });
    let late = false;
    const render: RenderDocument = async (request) => {
      if (!late) return DRAWN;
      await new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true }));
      return DRAWN;
    };
    const backend = await backends.answering((request, response) => answerJson(response, request.url?.includes('missing') ? 404 : 200, {}));
    const { app } = await build({ webDist: webDist.dir, api: backend.url, render, metrics, pageCacheSeconds: 60, pageDeadlineMs: 200 });

    await app.inject({ url: '/productInfo/1', headers: BROWSER });
    await app.inject({ url: '/productInfo/1', headers: BROWSER });
    // The account's pages are the browser's to draw.
    await app.inject({ url: '/personalCenter', headers: BROWSER });
    late = true;
    await app.inject({ url: '/productInfo/2', headers: BROWSER });
    await app.inject({ method: 'POST', url: '/rest/api/category/list' });
    await app.inject({ method: 'POST', url: '/rest/api/missing' });

    expect(await seriesValue(metrics, 'storefront_page_answers_total', { answer: 'drawn' })).toBe(2);
    expect(await seriesValue(metrics, 'storefront_page_answers_total', { answer: 'shell: drawn by the browser' })).toBe(1);
    expect(await seriesValue(metrics, 'storefront_page_answers_total', { answer: 'shell: not drawn' })).toBe(1);
    expect(await seriesValue(metrics, 'storefront_drawings_total', { outcome: 'drawn' })).toBe(1);
    expect(await seriesValue(metrics, 'storefront_drawings_total', { outcome: 'past the deadline' })).toBe(1);
    expect(await seriesValue(metrics, 'storefront_page_cache_lookups_total', { found: 'kept' })).toBe(1);
    expect(await seriesValue(metrics, 'storefront_page_cache_lookups_total', { found: 'new drawing' })).toBe(2);
    expect(await seriesValue(metrics, 'storefront_api_answers_total', { status: '200' })).toBe(1);
    expect(await seriesValue(metrics, 'storefront_api_answers_total', { status: '404' })).toBe(1);
  });

  it('are served in the text format on a port of their own, with the render threads’ load and Node’s event-loop delay', async () => {
    const metrics = new StorefrontMetrics();
    metrics.readPagesInFlightFrom(() => 3);
    const server = await serveMetrics(metrics, 0, '127.0.0.1');
    backends.track({ close: () => new Promise<void>((closed) => server.close(() => closed()).closeAllConnections()) });
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const answer = await fetch(`${base}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(text).toContain('storefront_render_pages_in_flight 3');
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect((await fetch(`${base}/`)).status).toBe(404);
  });
});

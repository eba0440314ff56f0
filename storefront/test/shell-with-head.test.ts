import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sampleAnswers } from '@tours/web/testing/sample-answers';
import { JSDOM } from 'jsdom';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { StorefrontMetrics } from '../src/metrics.js';
import type { RenderDocument } from '../src/page-renderer.js';
import { boundedShellHead } from '../src/shell-with-head.js';
import { build } from './build.js';
import { makeFakeWebDist } from './fake-web-dist.js';
import { createShellHeadReader } from './shell-head.js';
import { answerJson, answerWithSamples, callPathOf, standInBackendsPerTest } from './stand-in-backend.js';

const webDist = makeFakeWebDist();
afterAll(webDist.remove);
const backends = standInBackendsPerTest();
const SITE = 'https://tours.example.com';
const LINK_PREVIEW = { accept: '*/*', 'accept-encoding': 'identity' };
const TOUR = sampleAnswers['/product/detail'] as { name: string; picUrl: string };
/** The render threads and their queue are full: the pool answers no page at once (render-pool.ts). */
const threadsFull: RenderDocument = async () => null;
/** A renderer that never answers: the page's deadline passes. */
const neverDrawn: RenderDocument = (request) =>
  new Promise((resolve) => request.signal.addEventListener('abort', () => resolve(null), { once: true }));

/**
 * A storefront whose pages cannot be drawn, over a backend answering `handle`, with the shop's shell-head reader. The
 * head's deadline is a minute unless a test is about it, so no other test depends on how fast this machine is.
 */
async function busyStorefront(
  handle: Parameters<typeof backends.answering>[0],
  { render = threadsFull, headDeadlineMs = 60_000 }: { render?: RenderDocument; headDeadlineMs?: number } = {},
) {
  const backend = await backends.answering(handle);
  const metrics = new StorefrontMetrics({ nodeFigures: false });
  const shell = readFileSync(join(webDist.dir, 'index.html'), 'utf8');
  const { app } = await build({
    webDist: webDist.dir,
    api: backend.url,
    render,
    pageDeadlineMs: 100,
    siteUrl: SITE,
    varyCookies: ['mock-world'],
    metrics,
    readShellHead: await createShellHeadReader({ api: backend.url, shell }),
    shellHeadDeadlineMs: headDeadlineMs,
  });
  return { app, backend, metrics };
}

/** Answers the tour's detail with `tour` over the samples, and every other call with its sample. */
const answeringTour =
  (tour: object): Parameters<typeof backends.answering>[0] =>
  (request, response) => {
    if (callPathOf(request) === '/product/detail') answerJson(response, 200, { code: 200, data: tour });
    else answerWithSamples(request, response);
  };

/** What the server says on stderr during the test, kept from the test's output. */
function stderrLines(): () => string[] {
  const log = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  onTestFinished(() => log.mockRestore());
  return () => log.mock.calls.map(([line]) => String(line));
}

const headOf = (html: string) => {
  const { document } = new JSDOM(html).window;
  const meta = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
  return { document, meta };
};

async function answersOf(metrics: StorefrontMetrics, answer: string): Promise<number> {
  const { values } = (await metrics.registry.getSingleMetric('storefront_page_answers_total')?.get()) ?? { values: [] };
  return values.find((value) => value.labels.answer === answer)?.value ?? 0;
}

describe('the shell of a page that could not be drawn', () => {
  it('names the tour for a link preview when the render threads are full: its title, og and twitter tags, and addresses', async () => {
    const logged = stderrLines();
    const { app, metrics } = await busyStorefront(answeringTour({ ...TOUR, picUrl: '/media/tours/12-1.png' }));
    const answer = await app.inject({ url: '/productInfo/12?utm_source=chat', headers: LINK_PREVIEW });
    expect(answer.statusCode).toBe(200);
    const { document, meta } = headOf(answer.body);
    expect(document.title).toBe(`${TOUR.name} | Tours`);
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(meta('og:title')).toBe(TOUR.name);
    expect(meta('og:image')).toBe(`${SITE}/media/tours/12-1.png`);
    expect(meta('og:url')).toBe(`${SITE}/productInfo/12`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/productInfo/12`);
    // The rest is the shell: the app starts from it and draws the page.
    expect(document.querySelector('script[type="module"]')).not.toBeNull();
    expect(document.getElementById('root')?.innerHTML).toBe('');
    // Not the file: no validator of the file's, and revalidated and varying by cookie as the shell is.
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['last-modified']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toMatch(/cookie/i);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(await answersOf(metrics, "shell with the page's tags")).toBe(1);
    expect(await answersOf(metrics, 'shell: not drawn')).toBe(0);
    expect(logged()).toContainEqual(expect.stringMatching(/ \/productInfo\/12: shell with the page's tags\n$/));
  });

  it("names the tour when the page's deadline passes, in the address's language, asking the backend as a drawing would", async () => {
    stderrLines();
    const { app, backend } = await busyStorefront(answeringTour(TOUR), { render: neverDrawn });
    const answer = await app.inject({
      url: '/productInfo/12?lang=zh',
      headers: { ...LINK_PREVIEW, cookie: 'mock-world=w1; session=secret' },
    });
    const { meta } = headOf(answer.body);
    expect(meta('og:title')).toBe(TOUR.name);
    expect(meta('og:locale')).toBe('zh_CN');
    expect(meta('og:url')).toBe(`${SITE}/productInfo/12?lang=zh`);
    const call = backend.received.find((request) => request.url.startsWith('/rest/api/product/detail'));
    expect(call?.headers.cookie).toBe('shop-visitor=zh.0.0; mock-world=w1');
    expect(call?.headers['accept-language']).toMatch(/^zh/);
  });

  it('writes a tour name with markup and quotes as text', async () => {
    stderrLines();
    const hostile = `Night walk "</title><script>alert(1)</script>' <img src=x onerror=alert(2)>`;
    const { app } = await busyStorefront(answeringTour({ ...TOUR, name: hostile }));
    const { document, meta } = headOf((await app.inject({ url: '/productInfo/12', headers: LINK_PREVIEW })).body);
    expect(meta('og:title')).toBe(hostile);
    expect(document.title).toBe(`${hostile} | Tours`);
    expect(document.querySelectorAll('img, script:not([type="module"])')).toHaveLength(0);
  });

  it("sends the plain shell, the file as it is, and says why, when the head's call fails", async () => {
    const logged = stderrLines();
    const { app, metrics } = await busyStorefront((request, response) => {
      if (callPathOf(request) === '/product/detail') answerJson(response, 200, { code: 500, message: 'down' });
      else answerWithSamples(request, response);
    });
    const answer = await app.inject({ url: '/productInfo/12', headers: LINK_PREVIEW });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(readFileSync(join(webDist.dir, 'index.html'), 'utf8'));
    expect(answer.headers.etag).toBeTypeOf('string');
    expect(await answersOf(metrics, 'shell: not drawn')).toBe(1);
    expect(await answersOf(metrics, "shell with the page's tags")).toBe(0);
    expect(logged()).toContainEqual(
      expect.stringMatching(/ \/productInfo\/12: shell: not drawn, without its tags: its call failed: .*\n$/),
    );
  });

  it("sends the plain shell when the head's call does not answer within its own deadline", async () => {
    const logged = stderrLines();
    const answeringAllButThePost: Parameters<typeof backends.answering>[0] = (request, response) => {
      if (callPathOf(request) !== '/blog/detail') answerWithSamples(request, response);
    };
    const { app } = await busyStorefront(answeringAllButThePost, { headDeadlineMs: 50 });
    const answer = await app.inject({ url: '/BlogInfo/3', headers: LINK_PREVIEW });
    expect(answer.body).toBe(readFileSync(join(webDist.dir, 'index.html'), 'utf8'));
    expect(logged()).toContainEqual(expect.stringMatching(/ \/BlogInfo\/3: shell: not drawn, without its tags: no head within 50 ms\n$/));
  });

  it('asks nothing for a tour the backend does not know: the 404 shell stays plain', async () => {
    stderrLines();
    const { app, backend } = await busyStorefront(answerWithSamples, { render: async () => ({ status: 404, html: null }) });
    const answer = await app.inject({ url: '/productInfo/99999', headers: LINK_PREVIEW });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers.etag).toBeTypeOf('string');
    expect(backend.received).toEqual([]);
  });
});

describe('the head of a shell, bounded', () => {
  it('goes without past its deadline, and tells the reader to stop', async () => {
    let stopped = false;
    const read = boundedShellHead({
      read: (request) =>
        new Promise((resolve) =>
          request.signal.addEventListener('abort', () => {
            stopped = true;
            resolve('<html>late</html>');
          }),
        ),
      deadlineMs: 10,
    });
    expect(await read(new Request(`${SITE}/`))).toEqual({ without: 'no head within 10 ms' });
    expect(stopped).toBe(true);
  });

  it('goes without at once past the heads being read at once', async () => {
    let answer: (html: string) => void = () => {};
    const read = boundedShellHead({
      read: (request) => (request.url.endsWith('/1') ? new Promise((resolve) => (answer = resolve)) : Promise.resolve(null)),
      atOnce: 1,
      deadlineMs: 60_000,
    });
    const first = read(new Request(`${SITE}/productInfo/1`));
    expect(await read(new Request(`${SITE}/productInfo/2`))).toEqual({ without: '1 heads were being read already' });
    answer('<html>tour 1</html>');
    expect(await first).toEqual({ html: '<html>tour 1</html>' });
    expect(await read(new Request(`${SITE}/productInfo/3`))).toEqual({ without: 'the page names nothing of its own' });
  });
});

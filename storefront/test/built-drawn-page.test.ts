import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { webDist as WEB_DIST } from '@tours/web/folders';
import { sampleAnswers } from '@tours/web/testing/sample-answers';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { loadPageRenderer, RENDER_BUNDLE } from '../src/page-renderer.js';
import { createSitePageLister } from './site-pages.js';
import { answerWithSamples, standInBackendsPerTest } from './stand-in-backend.js';

/**
 * A page drawn by the built shop (npm run build) into the template its build wrote, against the static page the same
 * build wrote: the drawn page links the static page's stylesheet and starts its entry and modulepreloads after the
 * paint, in their order, with none of the static page's module tags in its head.
 */
const backends = standInBackendsPerTest();

/** The static page's module script, its modulepreloads (less the entry) and its stylesheet, as Vite wrote them. */
function staticPageScripts() {
  const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
  const stylesheet = /<link rel="stylesheet" crossorigin href="[^"]+">/.exec(html)?.[0];
  if (!entry || !stylesheet) throw new Error(`${WEB_DIST}/index.html has no module script or stylesheet`);
  return { entry, preloads: preloads.filter((href) => href !== entry), stylesheet };
}

describe("the built shop's drawn page", () => {
  it('is the static page with the drawn page in it and its scripts started after the paint', async () => {
    if (!existsSync(join(WEB_DIST, RENDER_BUNDLE))) throw new Error(`${join(WEB_DIST, RENDER_BUNDLE)} is missing: run npm run build first`);
    const backend = await backends.answering(answerWithSamples);
    const render = await loadPageRenderer(WEB_DIST, backend.url);
    const drawn = await render(new Request('http://127.0.0.1/productInfo/12', { headers: { cookie: 'shop-visitor=zh.0.0' } }));
    const html = drawn?.html ?? '';
    const { entry, preloads, stylesheet } = staticPageScripts();

    expect(html).toContain(stylesheet);
    expect(html).toContain(
      `<script src="/start-after-paint.js" data-entry="${entry}" data-preload="${preloads.join(' ')}" defer></script>`,
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<!--app-');
    const { document } = new JSDOM(html).window;
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelectorAll('meta[name="description"][data-fallback]')).toHaveLength(1);
    expect(document.getElementById('root')?.dataset.drawnFor).toBe('zh.0.0');
    expect(document.getElementById('root')?.nextElementSibling?.getAttribute('type')).toBe('application/json');
  });

  it("passes the drawing request's id to every backend call it makes", async () => {
    if (!existsSync(join(WEB_DIST, RENDER_BUNDLE))) throw new Error(`${join(WEB_DIST, RENDER_BUNDLE)} is missing: run npm run build first`);
    const backend = await backends.answering(answerWithSamples);
    const render = await loadPageRenderer(WEB_DIST, backend.url);
    const headers = { cookie: 'shop-visitor=en.0.0', 'x-request-id': 'balancer-12' };
    expect((await render(new Request('http://127.0.0.1/productInfo/12', { headers })))?.status).toBe(200);
    expect(backend.received.length).toBeGreaterThan(0);
    expect(new Set(backend.received.map((received) => received.headers['x-request-id']))).toEqual(new Set(['balancer-12']));
  });

  it('follows no redirect off the backend: a page is not drawn from, and the sitemap asks nothing of, another origin', async () => {
    if (!existsSync(join(WEB_DIST, RENDER_BUNDLE))) throw new Error(`${join(WEB_DIST, RENDER_BUNDLE)} is missing: run npm run build first`);
    const stranger = await backends.answering(answerWithSamples);
    const backend = await backends.answering((request, response) => {
      response.writeHead(302, { location: `${stranger.url}${request.url ?? '/'}` });
      response.end();
    });
    const render = await loadPageRenderer(WEB_DIST, backend.url);
    const drawn = await render(new Request('http://127.0.0.1/productInfo/12', { headers: { cookie: 'shop-visitor=en.0.0' } }));
    const strangersTour = (sampleAnswers['/product/detail'] as { name: string }).name;
    expect(drawn?.html ?? '').not.toContain(strangersTour);
    await expect(createSitePageLister(backend.url)(AbortSignal.timeout(10_000))).rejects.toThrow();
    expect(backend.received.length).toBeGreaterThan(0);
    expect(stranger.received).toEqual([]);
  });
});

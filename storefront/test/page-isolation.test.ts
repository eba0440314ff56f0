import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { webDist as WEB_DIST } from '@tours/web/folders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStorefront } from '../src/app.js';
import { loadPageRenderer, RENDER_BUNDLE } from '../src/page-renderer.js';
import { drawnVisitOf } from './drawn-visit.js';
import { answerWithSamples, startStandInBackend } from './stand-in-backend.js';

/**
 * The built shop's own renderer (npm run build) in front of a stand-in backend that answers every call with the
 * contract's samples, and takes 2 s for the visitors of one world (its cookie): they must not delay anyone else.
 */
const SLOW_MS = 2_000;

let backend: Awaited<ReturnType<typeof startStandInBackend>>;
let storefront: Awaited<ReturnType<typeof buildStorefront>>;
let base = '';

beforeAll(async () => {
  if (!existsSync(join(WEB_DIST, RENDER_BUNDLE))) throw new Error(`${join(WEB_DIST, RENDER_BUNDLE)} is missing: run npm run build first`);
  backend = await startStandInBackend((request, response) => {
    const answer = () => answerWithSamples(request, response);
    if ((request.headers.cookie ?? '').includes('mock-world=slow')) setTimeout(answer, SLOW_MS);
    else answer();
  });
  const render = await loadPageRenderer(WEB_DIST, backend.url);
  storefront = await buildStorefront({
    api: backend.url,
    webDist: WEB_DIST,
    render,
    visitOf: drawnVisitOf,
    varyCookies: ['mock-world'],
    buildSitemap: () => Promise.reject(new Error('no sitemap in these tests')),
    log: () => undefined,
  });
  await storefront.listen({ port: 0, host: '127.0.0.1' });
  const address = storefront.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await storefront?.close();
  await backend?.close();
});

const visit = async (path: string, world: string, otherCookies = '') => {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html', cookie: `${otherCookies}mock-world=${world}` } });
  const html = await response.text();
  return { ms: performance.now() - started, drawn: html.includes('data-drawn-for') };
};

describe('pages drawn for different visitors', () => {
  it('draws a tour with its data from the stand-in backend, passing on only the cookies the backend varies by', async () => {
    const before = backend.received.length;
    expect((await visit('/productInfo/12', 'quick', 'session=secret; shop-visitor=zh.0.0; ')).drawn).toBe(true);
    const cookies = new Set(backend.received.slice(before).map((request) => request.headers.cookie));
    expect([...cookies]).toEqual(['shop-visitor=zh.0.0; mock-world=quick']);
  });

  it('gives 40 visitors of a slow world the shell at the deadline, while a visitor of another world keeps getting drawn pages at once', async () => {
    const slow = Array.from({ length: 40 }, () => visit('/productInfo/12', 'slow'));
    const quick: { ms: number; drawn: boolean }[] = [];
    for (let i = 0; i < 20; i += 1) quick.push(await visit(i % 2 ? '/' : '/productInfo/12', 'quick'));
    const slowResults = await Promise.all(slow);
    // Drawn, each of them: a page not drawn within its own deadline would have been the shell.
    expect(quick.every((result) => result.drawn)).toBe(true);
    // The slow world's visitors got the shell when their page's second ran out, not after their backend's 2 s.
    expect(slowResults.every((result) => !result.drawn && result.ms < SLOW_MS)).toBe(true);
  });
});

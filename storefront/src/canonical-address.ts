import type { FastifyInstance } from 'fastify';
import type { CanonicalAddressOf } from './page-renderer.js';

/**
 * A redirect to a page's one spelling is kept by browsers and CDNs for an hour: a crawler's or a CDN's repeated
 * spelling then costs nothing, and a redirect a later build no longer makes is gone within the hour. A 301 sent
 * without it is kept by browsers as long as they like.
 */
const REDIRECT_CACHE = 'public, max-age=3600';

/**
 * Sends a request for another spelling of a page's address (`/PRODUCTINFO/03`, `/product/3`, `/Blog/`,
 * `?lang=zh&lang=en`) to the page's one spelling, which the shop's build names (web/src/server-render/drawn-visit.ts)
 * and the page names as its canonical address too, so a CDN keeps each page under one key. A 301: only a GET or a
 * HEAD reaches a page (any other method at a page address is a 404), so no body is at stake that a 308 would keep.
 * The redirect depends on the address alone, so it is the same for every visitor, cookie or not.
 */
export function redirectToCanonicalAddress(app: FastifyInstance, canonicalAddressOf: CanonicalAddressOf): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const canonical = canonicalAddressOf(request.url);
    if (canonical === null) return;
    return reply.header('cache-control', REDIRECT_CACHE).redirect(canonical, 301);
  });
}

import type { FastifyInstance } from 'fastify';

/** Addresses that name every interface: a page cannot name itself under them, so it names this machine instead. */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::']);

/**
 * The origin pages name themselves under (canonical, language alternates, link previews, the sitemap): the shop's
 * public address when it is set (--site-url), else this server's own address. Never the request's Host header: a drawn
 * page is kept and served again to others (page-cache.ts, a CDN), and the Host is whatever its first client wrote.
 */
export function siteOriginOf(app: FastifyInstance, siteUrl: string | null | undefined): () => string {
  if (siteUrl) return () => siteUrl;
  return () => {
    const address = app.server.address();
    if (address === null || typeof address === 'string') return 'http://localhost';
    const host = EVERY_INTERFACE.has(address.address) ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  };
}

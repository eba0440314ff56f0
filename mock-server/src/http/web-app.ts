import fastifyStatic from '@fastify/static';
import { API_PREFIX, calls, codes } from '@tours/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, page } from './html.js';
import type { ShopPages } from './page-render/shop-pages.js';

/** A source map, tested on the decoded path, since the file system reads `.m%61p` as `.map`. */
const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Paths the shop's router never owns, so the SPA fallback leaves them alone. */
const SERVER_PREFIXES = [API_PREFIX, '/__mock', '/docs', '/media', '/mock-paypal'];

/**
 * The built web app's files. Page addresses are the not-found handler's (ShopPages): a server-rendered
 * page or index.html (history-mode routing). The server bundle (.server/) is a dot folder, which is never served.
 */
export async function webAppRoutes(app: FastifyInstance, options: { webDist: string; pages: ShopPages }) {
  // preCompressed: the build writes .br and .gz beside each text file (web/vite.config.ts); without them a phone
  // on 4G would download the raw 1.2 MB of the home page's scripts and styles.
  await app.register(fastifyStatic, { root: options.webDist, index: false, wildcard: true, preCompressed: true, dotfiles: 'deny' });
  // Source maps stay in the build for bundle analysis (web/vite.config.ts builds them hidden) but are never served:
  // they would hand anyone the shop's whole source, comments included.
  app.addHook('onRequest', (request, reply, done) => {
    const path = decodedPath(request.url);
    if (!SOURCE_MAP.test(path)) return done();
    reply.code(404).send({ statusCode: 404, error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
  // The folder itself would be answered by the static files as a forbidden directory listing.
  app.get('/', (request, reply) => options.pages.send(request, reply));
}

/** The one not-found handler: an envelope under /rest/api, the shop's pages at page addresses, else a 404. */
export function notFoundHandler(pages: ShopPages | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith(API_PREFIX)) {
      return reply.status(404).send({ code: codes.notFound, message: `No call ${request.method} ${path}${methodHint(path)}` });
    }
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && pages && !SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) return pages.send(request, reply);
    if (wantsPage) {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(page('Not found', `<main><h1>Not found</h1><p>${escapeHtml(path)}</p></main>`));
    }
    return reply.status(404).send({ statusCode: 404, error: `Not found: ${request.method} ${path}` });
  };
}

function methodHint(path: string): string {
  const call = Object.values(calls).find((c) => `${API_PREFIX}${c.path}` === path);
  return call ? ` (${call.name} is ${call.method})` : '';
}

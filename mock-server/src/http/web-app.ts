import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, calls, codes } from '@tours/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, page } from './html.js';

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
 * The build's index.html at every page address, as a static host serves the shop (history-mode routing): the browser
 * draws each page. Pages drawn with their data come from the storefront's server (storefront/), never from the mock.
 * no-cache: the page must name the current build's scripts after a rebuild.
 */
async function sendShell(reply: FastifyReply, webDist: string): Promise<FastifyReply> {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(await readFile(join(webDist, 'index.html')));
}

/**
 * The built web app's files. Page addresses are the not-found handler's (the shell). The server bundle (.server/) is
 * a dot folder, which is never served.
 */
export async function webAppRoutes(app: FastifyInstance, options: { webDist: string }) {
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
  app.get('/', (_request, reply) => sendShell(reply, options.webDist));
}

/** The one not-found handler: an envelope under /rest/api, the shop's shell at page addresses, else a 404. */
export function notFoundHandler(webDist: string | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith(API_PREFIX)) {
      return reply.status(404).send({ code: codes.notFound, message: `No call ${request.method} ${path}${methodHint(path)}` });
    }
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && webDist && !SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) return sendShell(reply, webDist);
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

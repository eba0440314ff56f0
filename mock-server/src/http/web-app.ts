import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, calls, codes } from '@tours/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, page } from './html.js';

/** Paths the shop's router never owns, so the SPA fallback leaves them alone. */
const SERVER_PREFIXES = [API_PREFIX, '/__mock', '/docs', '/media', '/mock-paypal'];

/** The built web app: its files, and index.html for any other page address (history-mode routing). */
export async function webAppRoutes(app: FastifyInstance, options: { webDist: string }) {
  // preCompressed: the build writes .br and .gz beside each text file (web/vite.config.ts); without them a phone
  // on 4G would download the raw 1.2 MB of the home page's scripts and styles.
  await app.register(fastifyStatic, { root: options.webDist, index: 'index.html', wildcard: true, preCompressed: true });
}

/** The one not-found handler: an envelope under /rest/api, the shop's index.html for page addresses, else a 404. */
export function notFoundHandler(webDist: string | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith(API_PREFIX)) {
      return reply.status(404).send({ code: codes.notFound, message: `No call ${request.method} ${path}${methodHint(path)}` });
    }
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && webDist && !SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      const index = await readFile(join(webDist, 'index.html'));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index);
    }
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

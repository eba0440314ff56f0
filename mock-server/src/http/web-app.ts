import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, calls, codes } from '@tours/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, page } from './html.js';

/** Paths the shop's router never owns, so the SPA fallback leaves them alone. */
const SERVER_PREFIXES = [API_PREFIX, '/__mock', '/docs', '/media', '/mock-paypal'];

/** A route's prerendered HTML (web/build/prerender-shells.ts), in React Router's pattern syntax, which Fastify shares. */
interface ShellEntry {
  route: string;
  file: string;
}

function readShells(webDist: string): ShellEntry[] {
  try {
    return JSON.parse(readFileSync(join(webDist, 'shells.json'), 'utf8')) as ShellEntry[];
  } catch {
    // A build without shells (an older one, or a test's): every page address gets the empty index.html.
    return [];
  }
}

/**
 * The built web app: its files; each route's prerendered HTML at its addresses, so the page paints before its
 * scripts run; and index.html for any other page address (history-mode routing).
 */
export async function webAppRoutes(app: FastifyInstance, options: { webDist: string }) {
  const shells = readShells(options.webDist);
  // preCompressed: the build writes .br and .gz beside each text file (web/vite.config.ts); without them a phone
  // on 4G would download the raw 1.2 MB of the home page's scripts and styles.
  await app.register(fastifyStatic, {
    root: options.webDist,
    index: shells.length > 0 ? false : 'index.html',
    wildcard: true,
    preCompressed: true,
  });
  for (const shell of shells) {
    // no-cache, like index.html: the page must name the current build's scripts after a deploy.
    app.get(shell.route, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile(shell.file, { cacheControl: false }));
  }
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

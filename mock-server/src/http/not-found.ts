import { API_PREFIX, calls, codes } from '@tours/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../runtime/escape-html.js';
import { refusalBody } from '../runtime/refusal.js';
import { page } from './html.js';

function methodHint(path: string): string {
  const call = Object.values(calls).find((c) => `${API_PREFIX}${c.path}` === path);
  return call ? ` (${call.name} is ${call.method})` : '';
}

/**
 * The one not-found handler: an envelope under /rest/api, a page for a browser, else a JSON 404. This server draws no
 * shop page: the shop is the storefront's server in front of it (npm start), so a browser that lands here is told
 * where its console and API docs are.
 */
export async function notFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  if (path.startsWith(API_PREFIX)) {
    return reply.status(404).send({ code: codes.notFound, message: `No call ${request.method} ${path}${methodHint(path)}` });
  }
  const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
  if (wantsPage) {
    return reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Not found',
          `<main><h1>Not found</h1><p>${escapeHtml(path)}</p><p>This is the mock API. Its console is at <a href="/__mock/">/__mock/</a> and its API docs at <a href="/docs">/docs</a>; the shop is served by the storefront's server (<code>npm start</code>).</p></main>`,
        ),
      );
  }
  return reply.status(404).send(refusalBody(404, `Not found: ${request.method} ${path}`));
}

import { codes } from '@tours/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, pathOf } from './paths.js';
import { SHELL_CACHE } from './static-files.js';

export const HEALTH_PATH = '/healthz';

/**
 * A page address: a browser navigating (GET or HEAD, asking for HTML) to a path that is not a file. The app routes
 * in history mode, so every such address gets the shell and its router draws the page. A path whose last part has
 * a dot names a file: a missing one is a real 404, never the shell, or a stale tab would run HTML as a script. No
 * route of the app has a dot folder in it, so those (the build's .server/, .vite/) are 404s too.
 */
export function isPageAddress(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  const path = pathOf(request.url);
  if (isApiPath(path) || path === HEALTH_PATH || path.startsWith('/assets/') || path.includes('/.')) return false;
  const lastPart = path.slice(path.lastIndexOf('/') + 1);
  return !lastPart.includes('.');
}

/** The app's shell, index.html; static-files.ts gives it `Cache-Control: no-cache` with its ETag and Last-Modified. */
export function sendShell(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', SHELL_CACHE).sendFile('index.html');
}

/** `/` and every page address get the shell; anything else that no route or file answers is a 404. */
export function pages(app: FastifyInstance): void {
  app.get('/', (_request, reply) => sendShell(reply));
  app.setNotFoundHandler((request, reply) => {
    if (isPageAddress(request)) return sendShell(reply);
    const path = pathOf(request.url);
    if (isApiPath(path)) return reply.code(404).send({ code: codes.notFound, message: `No call ${request.method} ${path}` });
    return reply.code(404).send({ statusCode: 404, error: 'Not Found' });
  });
}

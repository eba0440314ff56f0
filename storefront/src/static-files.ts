import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pathOf } from './paths.js';

/** Vite names every file under assets/ after its content: a new build gives a changed file a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files (favicon, manifest, start-after-paint.js) keep their name across deploys: a short cache, then ask. */
export const SHORT_REVALIDATED = 'public, max-age=300, must-revalidate';
/** The shell names this build's hashed assets: a browser or CDN must ask each time (a 304 costs no body). */
export const SHELL_CACHE = 'no-cache';

/** The build writes these beside text files; a sent file is named by the file it stands for. */
const ENCODING_SUFFIX = /\.(br|gz)$/;
/**
 * A source map, also when its name came percent-encoded (`.m%61p`, `%2Emap`), and a compressed copy asked by its own
 * name: it is sent for the file it stands for, with that file's type and its Content-Encoding, never as raw bytes.
 */
const NEVER_SERVED = /\.map(\.br|\.gz)?$|\.(br|gz)$/i;

function cacheControlOf(filePath: string, webDist: string): string {
  const file = filePath.replace(ENCODING_SUFFIX, '');
  if (file.startsWith(`${webDist}${sep}assets${sep}`)) return IMMUTABLE;
  if (file === `${webDist}${sep}index.html`) return SHELL_CACHE;
  return SHORT_REVALIDATED;
}

/**
 * The built shop's files, with the .br and .gz copies the build wrote beside them (web/vite.config.ts), so a
 * phone gets a quarter of the bytes and the server spends no CPU on them. Each file's ETag and Last-Modified let
 * a CDN and a browser revalidate. Dot folders (the render bundle in .server/, Vite's .vite/) are never served.
 */
export async function staticFiles(app: FastifyInstance, options: { webDist: string }): Promise<void> {
  // Source maps stay in the build for bundle analysis but would hand anyone the shop's whole source; the decoded
  // path is tested, as the file system would read it.
  app.addHook('onRequest', async (request, reply) => {
    if (NEVER_SERVED.test(decodedPath(request.url))) return reply.code(404).send({ statusCode: 404, error: 'Not Found' });
  });
  await app.register(fastifyStatic, {
    root: options.webDist,
    index: false,
    wildcard: true,
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlOf(filePath, options.webDist));
    },
  });
}

function decodedPath(url: string): string {
  const path = pathOf(url);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

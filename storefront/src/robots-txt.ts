import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SITEMAP_PATH } from './sitemap-files.js';
import { SHORT_REVALIDATED } from './static-files.js';

/**
 * `/robots.txt`: the build's rules (web/public/robots.txt, which a static host serves as it is) and the sitemap this
 * server answers. The robots standard wants the sitemap's address absolute, and only this server knows its origin, so
 * the line is added here rather than written in the file. This route wins over the static file of the same name.
 */
export function robotsTxt(app: FastifyInstance, options: { webDist: string; siteOrigin: () => string }): void {
  const file = join(options.webDist, 'robots.txt');
  const rules = existsSync(file) ? readFileSync(file, 'utf8').trimEnd() : '';
  app.get('/robots.txt', (_request, reply) =>
    reply
      .header('cache-control', SHORT_REVALIDATED)
      .type('text/plain; charset=utf-8')
      .send(`${rules ? `${rules}\n\n` : ''}Sitemap: ${options.siteOrigin()}${SITEMAP_PATH}\n`),
  );
}

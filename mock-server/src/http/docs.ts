import { readFileSync } from 'node:fs';
import { buildOpenApi } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { packageFile } from '../paths.js';
import { page } from './html.js';

const viewerScript = readFileSync(packageFile('src/http/assets/docs-viewer.js'), 'utf8');

/** /docs: the OpenAPI document derived from the registry and a small offline viewer with "try it" forms. */
export async function docsRoutes(app: FastifyInstance) {
  // Built on first request: walking the whole registry costs ~70 ms, which start-up need not pay.
  let document: ReturnType<typeof buildOpenApi> | undefined;
  app.get('/docs/openapi.json', async () => {
    document ??= buildOpenApi();
    return document;
  });
  app.get('/docs/viewer.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(viewerScript));
  app.get('/docs', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Tour storefront API',
          '<header class="bar"><h1>Tour storefront REST API</h1><nav><a href="/docs/openapi.json">openapi.json</a> <a href="/__mock/">Mock console</a> <a href="/">Shop</a></nav></header><main id="operations"><p>Loading…</p></main>',
          ['/docs/viewer.js'],
        ),
      ),
  );
}

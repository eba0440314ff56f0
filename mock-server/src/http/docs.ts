import { readFileSync } from 'node:fs';
import { buildOpenApi } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { packageFile } from '../paths.js';
import type { OpenApiDocument } from './docs-examples.js';
import { tryItExamples } from './docs-try-it.js';
import { page } from './html.js';

const viewerScript = readFileSync(packageFile('src/http/assets/docs-viewer.js'), 'utf8');

/**
 * The one token every "try it" sends, as is in `Authorization` (no "Bearer": spec §7), kept in this tab's
 * sessionStorage by the viewer. The demo login fills it: the same call the shop's login page makes.
 */
const TOKEN_BAR = `<section class="token-bar" aria-labelledby="token-title"><h2 id="token-title">Token for "try it"</h2>
<form id="token-form"><label for="token">Authorization</label><input id="token" name="token" autocomplete="off" spellcheck="false" placeholder="paste a token, or log in below"><button type="submit">Use</button> <button type="button" id="token-clear">Clear</button></form>
<p class="muted">Calls marked "auth required" need one. Get it from <code>POST /rest/api/verify/login</code> (its <code>data.token</code>); this button makes that call with a demo account from the <a href="/__mock/">console</a>:</p>
<form id="token-login"><label for="login-email">Email</label><input id="login-email" name="username" type="email" autocomplete="off"><label for="login-password">Password</label><input id="login-password" name="password" autocomplete="off"><button type="submit">Log in and use its token</button></form>
<p id="token-status" role="status" class="muted"></p></section>`;

/** The console's first facts, filled by the viewer from GET /__mock/info; hidden where the control plane refuses it. */
const DEMO_FACTS = `<section id="demo-facts" class="demo-facts" aria-labelledby="demo-title" hidden><h2 id="demo-title">Demo accounts and test cards</h2>
<p class="muted">What each account has in this world now, and what paying with each card does (<a href="/__mock/info">/__mock/info</a>):</p>
<ul id="demo-accounts"></ul><ul id="test-cards"></ul></section>`;

/** /docs: the OpenAPI document derived from the registry and a small offline viewer with "try it" forms. */
export async function docsRoutes(app: FastifyInstance) {
  // Built on first request: walking the whole registry costs ~70 ms, which start-up need not pay.
  let document: ReturnType<typeof buildOpenApi> | undefined;
  app.get('/docs/openapi.json', async () => {
    document ??= buildOpenApi();
    return document;
  });
  // Per world and per moment: a bookable day moves with the world's clock, ids are the world's rows.
  app.get('/docs/try-it.json', async (request) => {
    document ??= buildOpenApi();
    const world = app.mock.worlds.forRequest(request);
    const now = app.mock.worlds.tick(world);
    return { examples: tryItExamples(document as OpenApiDocument, world.state, now) };
  });
  app.get('/docs/viewer.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(viewerScript));
  app.get('/docs', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Tour storefront API',
          `<header class="bar"><h1>Tour storefront REST API</h1><nav aria-label="Other pages"><a href="/docs/openapi.json">openapi.json</a> <a href="/__mock/">Mock console</a> <a href="/">Shop</a></nav></header>${TOKEN_BAR}${DEMO_FACTS}<main id="operations"><p>Loading…</p></main>`,
          ['/docs/viewer.js'],
        ),
      ),
  );
}

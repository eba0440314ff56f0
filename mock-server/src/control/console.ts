import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { TEST_CARDS } from '../domain/index.js';
import { page } from '../http/html.js';
import { worldNameOf } from '../http/worlds.js';
import { packageFile } from '../paths.js';
import { DEMO_ACCOUNTS } from '../world/index.js';

const asset = (name: string) => readFileSync(packageFile(`src/control/assets/${name}`), 'utf8');
const consoleScript = asset('console.js');
const stylesheet = asset('mock.css');
const consoleBody = asset('console.html');

/** The console a person uses to drive the mock: plain HTML, one script file, no framework. */
export async function consoleRoutes(app: FastifyInstance) {
  app.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page('Mock server console', consoleBody, ['/__mock/console.js'])),
  );
  app.get('/console.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(consoleScript));
  app.get('/assets/mock.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(stylesheet));

  app.get('/info', async (request) => ({
    world: worldNameOf(request),
    demoAccounts: Object.values(DEMO_ACCOUNTS),
    testCards: TEST_CARDS,
    links: { shop: '/', docs: '/docs', openapi: '/docs/openapi.json', console: '/__mock/' },
  }));
}

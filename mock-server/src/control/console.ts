import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { page } from '../http/html.js';
import { packageFile } from '../paths.js';

const asset = (name: string) => readFileSync(packageFile(`src/control/assets/${name}`), 'utf8');
/** The console's ES modules: console.js imports the others by these names, relative to /__mock/. */
const SCRIPTS = ['console.js', 'console-dom.js', 'console-panels.js', 'console-journal.js', 'console-upstream.js'];
const scripts = new Map(SCRIPTS.map((name) => [name, asset(name)]));
const stylesheet = asset('mock.css');
const icon = asset('favicon.svg');
const consoleBody = asset('console.html');

/** The console a person uses to drive the mock: plain HTML and a few small ES modules, no framework. */
export async function consoleRoutes(app: FastifyInstance) {
  app.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page('Mock server console', consoleBody, ['/__mock/console.js'], { module: true })),
  );
  for (const [name, text] of scripts) {
    app.get(`/${name}`, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(text));
  }
  app.get('/assets/mock.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(stylesheet));
  app.get('/assets/favicon.svg', async (_request, reply) => reply.type('image/svg+xml').send(icon));
}

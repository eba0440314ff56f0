import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { page } from '../http/html.js';
import { packageFile } from '../paths.js';
import { escapeHtml } from '../runtime/escape-html.js';

/**
 * The console page is the mock toolbar's sections built as one page (`npm run build:console`, into
 * mock-toolbar/dist/console); the mock finds it through its declared dependency on that package, under tsx and in the
 * bundle alike.
 */
export const builtConsoleDir = () =>
  join(dirname(createRequire(import.meta.url).resolve('@tours/mock-toolbar/package.json')), 'dist', 'console');

const BUILD_COMMAND = 'npm run build:console';
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
/** A built file's name: Vite's hashed names, never a path. */
const BUILT_FILE = /^[\w-]+(\.[\w-]+)*$/;
const icon = readFile(packageFile('src/control/assets/favicon.svg'), 'utf8');
const stylesheet = readFile(packageFile('src/control/assets/mock.css'), 'utf8');

const notBuilt = (dir: string) =>
  page(
    'Mock server console',
    `<header class="bar"><h1>Mock server console</h1></header><main><p>The console page has not been built. Run <code>${BUILD_COMMAND}</code> at the repository's root (<code>npm start</code>, <code>npm run dev</code> and the e2e run build it themselves), then reload.</p><p class="muted">Looked in ${escapeHtml(dir)}. The control plane itself answers as usual: see mock-server/README.md.</p></main>`,
  );

const missing = (error: unknown) => error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/** GET /__mock/: the console page; its files under /__mock/console/assets/; the icon and stylesheet of the mock's other pages. */
export async function consoleRoutes(app: FastifyInstance) {
  const dir = app.mock.consoleDir;
  app.get('/', async (_request, reply) => {
    // Read at each visit: a rebuild (npm run dev rebuilds on change) shows on reload, without restarting the mock.
    const html = await readFile(join(dir, 'index.html'), 'utf8').catch((error: unknown) => {
      if (missing(error)) return null;
      throw error;
    });
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return html === null ? reply.status(503).send(notBuilt(dir)) : reply.send(html);
  });
  app.get<{ Params: { file: string } }>('/console/assets/:file', async (request, reply) => {
    const { file } = request.params;
    const type = TYPES[extname(file)];
    if (!BUILT_FILE.test(file) || !type) return reply.callNotFound();
    const body = await readFile(join(dir, 'assets', file)).catch((error: unknown) => {
      if (missing(error)) return null;
      throw error;
    });
    if (body === null) return reply.callNotFound();
    // Vite names each file by its content's hash: a name never changes its bytes.
    return reply.type(type).header('cache-control', 'public, max-age=31536000, immutable').send(body);
  });
  app.get('/assets/mock.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(await stylesheet));
  app.get('/assets/favicon.svg', async (_request, reply) => reply.type('image/svg+xml').send(await icon));
}

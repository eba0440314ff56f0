import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildStorefront } from './app.js';
import { stopOnSignal } from './graceful-stop.js';
import { StorefrontMetrics, serveMetrics } from './metrics.js';
import {
  checkSitePageLister,
  type DrawnVisitOf,
  loadCanonicalAddressOf,
  loadDrawnVisitOf,
  loadShellHeadReader,
  type ReadShellHead,
} from './page-renderer.js';
import { type RenderPool, startRenderPool } from './render-pool.js';
import { writeToStdout } from './request-log.js';
import { readSettings, SettingsError, USAGE } from './settings.js';
import { startSitemapThread } from './sitemap-thread.js';

/**
 * The shop's build beside its package, found by the package's name at run time (not bundled), as Node resolves it
 * from here: the storefront's source and its bundle (dist/main.mjs) find the same one. Looked for only when no
 * setting names the build: an image holding the bundle and the build alone has no such package.
 */
const defaultWebDist = () => join(dirname(createRequire(import.meta.url).resolve('@tours/web/package.json')), 'dist');
/** A thread's module sits beside this one: dist/<name>.mjs, built with dist/main.mjs (or src/'s through tsx). */
const workerFile = (name: string) =>
  new URL(import.meta.url.endsWith('.ts') ? `./${name}-from-source.mjs` : `./${name}.mjs`, import.meta.url);

/** A setting the server cannot start with: one line naming it, exit code 2 (a usage error, not a crash). */
function stopWith(message: string, exitCode: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(exitCode);
}

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

let settings: ReturnType<typeof readSettings>;
try {
  settings = readSettings(argv, process.env, defaultWebDist);
} catch (error) {
  if (error instanceof SettingsError) stopWith(error.message, 2);
  throw error;
}
if (!existsSync(join(settings.webDist, 'index.html'))) {
  stopWith(`${join(settings.webDist, 'index.html')} is missing: run npm run build first`, 1);
}

// The sitemap's thread and each page's one spelling need no renderer: with --shell-only too. A build without the
// shop's page lister or its spellings stops the start, rather than every sitemap or page asked failing.
const canonicalAddressOf = await loadCanonicalAddressOf(settings.webDist).catch((error: unknown) =>
  stopWith(error instanceof Error ? error.message : String(error), 1),
);
try {
  checkSitePageLister(settings.webDist);
} catch (error) {
  stopWith(error instanceof Error ? error.message : String(error), 1);
}
const sitemapThread = startSitemapThread({ webDist: settings.webDist, api: settings.api, workerFile: workerFile('sitemap-worker') });
let pool: RenderPool | undefined;
let visitOf: DrawnVisitOf | undefined;
let readShellHead: ReadShellHead | undefined;
if (!settings.shellOnly) {
  try {
    visitOf = await loadDrawnVisitOf(settings.webDist);
    readShellHead = await loadShellHeadReader(settings.webDist, settings.api);
    pool = startRenderPool({
      webDist: settings.webDist,
      api: settings.api,
      workerFile: workerFile('render-worker'),
      threads: settings.renderThreads,
      queue: settings.renderQueue,
    });
  } catch (error) {
    stopWith(error instanceof Error ? error.message : String(error), 1);
  }
}
const render = pool?.render;
// Set once a render thread has loaded the renderer, after the server listens: /readyz answers 503 until then.
let renderThreadsUp = pool === undefined;
const draining = new AbortController();
const stopping = new AbortController();
const metrics = settings.metricsPort === null ? undefined : new StorefrontMetrics();
if (metrics && pool) metrics.readPagesInFlightFrom(pool.pagesInFlight);
const app = await buildStorefront({
  ...settings,
  render,
  visitOf,
  readShellHead,
  canonicalAddressOf,
  buildSitemap: sitemapThread.build,
  metrics,
  draining: draining.signal,
  stopping: stopping.signal,
  renderThreadsUp: () => renderThreadsUp,
});
app.addHook('onClose', () => sitemapThread.close());
const renderPool = pool;
if (renderPool) app.addHook('onClose', () => renderPool.close());
stopOnSignal(app, writeToStdout, { drain: () => draining.abort(), cutWaiting: () => stopping.abort() });
// The figures on a port of their own (metrics.ts), closed with the server.
if (metrics && settings.metricsPort !== null) {
  try {
    const figures = await serveMetrics(metrics, settings.metricsPort, settings.host);
    // A scraper's kept-alive connection would hold the stop: the figures need no finishing.
    app.addHook('onClose', () => new Promise<void>((closed) => figures.close(() => closed()).closeAllConnections()));
    const bound = figures.address();
    writeToStdout(
      `Figures for Prometheus on http://${settings.host}:${typeof bound === 'object' && bound ? bound.port : settings.metricsPort}/metrics`,
    );
  } catch (error) {
    stopWith(
      `Cannot serve the figures on ${settings.host}:${settings.metricsPort}: ${error instanceof Error ? error.message : String(error)}`,
      1,
    );
  }
}
try {
  await app.listen({ port: settings.port, host: settings.host });
} catch (error) {
  // Port taken or not allowed: the one line a person needs, not a stack.
  stopWith(`Cannot listen on ${settings.host}:${settings.port}: ${error instanceof Error ? error.message : String(error)}`, 1);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : settings.port;
writeToStdout(
  `Storefront on http://${settings.host}:${port}/, forwarding /rest/api${settings.mediaPaths.map((path) => ` and ${path}/`).join('')} to ${settings.api}, serving ${settings.webDist}${render ? '' : ' (shell only: pages drawn in the browser)'}`,
);
// Said at start: without it, a shop in front of the mock shows no pictures and nothing says why.
if (settings.mediaPaths.length === 0) {
  writeToStdout(
    'No --media-path: pictures the backend names by a path on its own host are not forwarded (in front of the mock, add --media-path /media)',
  );
}
if (pool) {
  // A renderer that cannot load stops the server, as it did in this thread: not one failed page a visit. Unless it is
  // stopping already: closing the pool ends its warm-up too.
  try {
    await pool.ready();
    renderThreadsUp = true;
  } catch (error) {
    if (!draining.signal.aborted) stopWith(error instanceof Error ? error.message : String(error), 1);
  }
}

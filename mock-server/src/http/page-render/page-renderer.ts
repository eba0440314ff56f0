import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { PACKAGE_ROOT } from '../../paths.js';
import type { FetchMessage, FromWorker, PageToDraw, ToWorker, WorkerData } from './protocol.js';

/** Where the web build keeps its server bundle (web/vite.render.config.ts). */
export const RENDER_BUNDLE = join('.server', 'render.mjs');

/**
 * A page that takes longer is sent as the empty index.html instead, which the browser draws itself: a slow render
 * costs a visitor at most this. A warm render takes 150-300 ms here; a slowed call (a fault's delay, --latency) is
 * what reaches it.
 */
export const RENDER_TIMEOUT_MS = 1_000;

/**
 * Beyond the worker's own time limit: a worker that has not answered by then is stuck in a loop and is replaced. Far
 * beyond it, since a busy machine can hold a worker's first renders for seconds, and a new worker starts cold again.
 */
const STUCK_MARGIN_MS = 15_000;

/**
 * A worker that fails before it has loaded the shop's modules (a broken or half-written build) is started again only
 * after this long: every page until then is index.html, without a new thread and a new log line per page.
 */
export const FAILED_START_PAUSE_MS = 30_000;

/**
 * The worker file: TypeScript under tsx (tests, the e2e suite), which a worker thread loads only with tsx's loader
 * of its own; the bundle's sibling under plain node (`npm start`, scripts/build-server.mjs).
 */
const underTsx = import.meta.url.endsWith('.ts');

function startWorker(workerData: WorkerData): Worker {
  if (!underTsx) return new Worker(fileURLToPath(new URL('dist/render-worker.mjs', PACKAGE_ROOT)), { workerData });
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = new URL('src/http/page-render/render-worker.ts', PACKAGE_ROOT).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/**
 * Draws the shop's public pages on the server with the web build's own modules (web/src/server-render/), so a
 * phone paints a page before its scripts arrive. One worker thread, started on the first page and again after it
 * fails; every failure, timeout or refusal means "send index.html", never an error page.
 */
export class PageRenderer {
  private worker: Worker | null = null;
  /** True once the worker has loaded the shop's modules; until then pages are sent as index.html at once. */
  private ready = false;
  private nextRender = 0;
  /** When a worker that failed to start may be started again (FAILED_START_PAUSE_MS). */
  private startAgainAt = 0;
  private readonly waiting = new Map<number, (html: string | null) => void>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly data: WorkerData,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A renderer for the build in `webDist`, or null for a build without a server bundle (a static-only build). */
  static forBuild(app: FastifyInstance, webDist: string): PageRenderer | null {
    const bundle = join(webDist, RENDER_BUNDLE);
    if (!existsSync(bundle)) return null;
    return new PageRenderer(app, { bundle, template: readFileSync(join(webDist, 'index.html'), 'utf8') }, app.log);
  }

  /** Starts the worker and loads the shop's modules, so the first visitor's page is not the one that waits for them. */
  warm(): void {
    this.ensureWorker();
  }

  /** The page's whole HTML, or null for "send index.html". Never rejects. */
  render(request: PageToDraw, timeoutMs = RENDER_TIMEOUT_MS): Promise<string | null> {
    const worker = this.ensureWorker();
    if (!worker || !this.ready) return Promise.resolve(null);
    const id = this.nextRender++;
    return new Promise((resolve) => {
      const stuck = setTimeout(() => {
        this.log.error({ page: request.url }, 'the page-render worker stopped answering; it is replaced');
        void this.replace(worker);
      }, timeoutMs + STUCK_MARGIN_MS);
      this.waiting.set(id, (html) => {
        clearTimeout(stuck);
        this.waiting.delete(id);
        resolve(html);
      });
      this.post(worker, { type: 'render', id, timeoutMs, ...request });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    if (worker) await this.replace(worker);
  }

  /** Ends this worker; the next page starts a new one. The pages it was drawing are sent as index.html. */
  private async replace(worker: Worker): Promise<void> {
    if (this.worker === worker) {
      this.worker = null;
      this.ready = false;
    }
    for (const finish of this.waiting.values()) finish(null);
    await worker.terminate();
  }

  private ensureWorker(): Worker | null {
    if (this.worker) return this.worker;
    if (Date.now() < this.startAgainAt) return null;
    const worker = startWorker(this.data);
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') this.ready = true;
      else if (message.type === 'fetch') void this.answer(worker, message);
      else {
        if (message.error) this.log.error({ page: message.id, err: message.error }, 'a page could not be rendered; index.html sent');
        this.waiting.get(message.id)?.(message.html);
      }
    });
    worker.on('error', (error) =>
      this.log.error({ err: error }, 'the page-render worker failed; pages are sent as index.html until it restarts'),
    );
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      if (!this.ready) this.startAgainAt = Date.now() + FAILED_START_PAUSE_MS;
      this.worker = null;
      this.ready = false;
      for (const finish of this.waiting.values()) finish(null);
    });
    // A server with nothing else to do may exit; the worker does not keep it alive.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private post(worker: Worker, message: ToWorker): void {
    worker.postMessage(message);
  }

  /** A call the page makes while drawn: through this server's own routes, so worlds, faults and --upstream apply. */
  private async answer(worker: Worker, message: FetchMessage): Promise<void> {
    try {
      const response = await this.app.inject({
        method: message.method as 'GET' | 'POST',
        url: message.url,
        headers: message.headers,
        ...(message.body === undefined ? {} : { payload: message.body }),
      });
      const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)]));
      this.post(worker, { type: 'fetched', id: message.id, status: response.statusCode, headers, body: response.body });
    } catch (error) {
      this.log.error({ err: error }, 'a server-rendered page could not make its call');
      this.post(worker, { type: 'fetched', id: message.id, status: 502, headers: {}, body: '' });
    }
  }
}

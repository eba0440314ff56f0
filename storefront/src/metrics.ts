import { createServer, type Server } from 'node:http';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';

/** How a page address was answered: drawn with its data, or the app's shell and why. */
export type PageAnswer =
  | 'drawn'
  /** The page is the browser's to draw: a visitor with a session, an account or form screen, checkout with a draft. */
  | 'shell: drawn by the browser'
  /** `--shell-only`, or a renderer the build lacks. */
  | 'shell: no renderer'
  /** The drawing ran past the page's deadline, failed, or found the render threads full (see the drawings). */
  | 'shell: not drawn'
  /** Not drawn either, but the shell carries the page's own title and link-preview tags (shell-with-head.ts). */
  | "shell with the page's tags";

/** How one drawing ended; visitors of the same visit share a drawing, so these count drawings, not answers. */
export type DrawingOutcome =
  | 'drawn'
  | 'past the deadline'
  /** The renderer threw. */
  | 'failed'
  /** The renderer answered no page: a backend call failed, the page's time ran out in its thread, or threads and queue were full. */
  | 'refused by the renderer'
  /** The renderer left the page to the browser (no HTML, a status only). */
  | 'left to the browser';

/** A page looked up in the server's page cache (page-cache.ts). */
export type PageCacheLookup = 'kept' | 'being drawn' | 'new drawing';

/**
 * The storefront's own figures, for Prometheus (prom-client): pages drawn and shells sent and why, drawings and their
 * outcomes, the page cache, the render threads' load, /rest/api answers by status, and Node's own figures (event-loop
 * delay among them). Served by `--metrics-port` on a port of its own, never on the public one (serveMetrics).
 */
export class StorefrontMetrics {
  readonly registry = new Registry();
  private readonly pages = new Counter({
    name: 'storefront_page_answers_total',
    help: 'Page addresses answered, by how: drawn, or the shell and why',
    labelNames: ['answer'],
    registers: [this.registry],
  });
  private readonly drawings = new Counter({
    name: 'storefront_drawings_total',
    help: 'Pages drawn or tried, by outcome (visitors of the same visit share one)',
    labelNames: ['outcome'],
    registers: [this.registry],
  });
  private readonly pageCache = new Counter({
    name: 'storefront_page_cache_lookups_total',
    help: 'Page cache look-ups, by what they found',
    labelNames: ['found'],
    registers: [this.registry],
  });
  private readonly apiAnswers = new Counter({
    name: 'storefront_api_answers_total',
    help: "Answers to /rest/api calls, by the HTTP status the visitor got (the backend's, or the storefront's own)",
    labelNames: ['status'],
    registers: [this.registry],
  });
  private pagesInFlight: () => number = () => 0;

  constructor({ nodeFigures = true }: { nodeFigures?: boolean } = {}) {
    const read = () => this.pagesInFlight();
    new Gauge({
      name: 'storefront_render_pages_in_flight',
      help: 'Pages a render thread holds or that wait for one (past the threads and the queue, the shell goes)',
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
    if (nodeFigures) collectDefaultMetrics({ register: this.registry });
  }

  pageAnswered(answer: PageAnswer): void {
    this.pages.inc({ answer });
  }

  drawingEnded(outcome: DrawingOutcome): void {
    this.drawings.inc({ outcome });
  }

  pageLookedUp(found: PageCacheLookup): void {
    this.pageCache.inc({ found });
  }

  apiAnswered(status: number): void {
    this.apiAnswers.inc({ status: String(status) });
  }

  /** Where the render pool's load is read when Prometheus scrapes. */
  readPagesInFlightFrom(read: () => number): void {
    this.pagesInFlight = read;
  }
}

/** `GET /metrics` in Prometheus' text format on its own port, so the public port never shows the server's figures. */
export function serveMetrics(metrics: StorefrontMetrics, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the figures are at /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => response.writeHead(500).end(`${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

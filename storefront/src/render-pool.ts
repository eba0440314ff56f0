import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { DrawingLane, DrawnDocument, RenderDocument } from './page-renderer.js';
import { REQUEST_ID_HEADER } from './request-id.js';

/**
 * Render threads by default: all cores but one, which stays the server's own (files, forwarding, /healthz), and at
 * least one. React's render, the dehydration and the HTML are CPU work that would otherwise stall every request.
 */
export const DEFAULT_RENDER_THREADS = Math.max(1, availableParallelism() - 1);
/**
 * Pages waiting for a thread, beyond those being drawn. A page drawn in 50 to 150 ms of CPU waits behind at most
 * this many before its one second is gone, so a longer queue would only hold pages that get the shell anyway.
 */
export const DEFAULT_RENDER_QUEUE = 8;
/** Pages one thread holds at once: while some wait for their backend, another renders; only one renders at a time. */
const PAGES_PER_THREAD = 4;
/**
 * Visitors' own searches a thread holds at once. Their addresses have no end, so a client can ask a new one as often
 * as it likes: they get one page of a thread's room, never the room the pages crawlers and visitors share.
 */
const SEARCHES_PER_THREAD = 1;

/** What a render thread is started with (render-worker.ts). */
export interface RenderWorkerData {
  webDist: string;
  api: string;
}

/**
 * One page for a render thread: the address and cookie of its visit, the id of the request it is drawn for (passed on
 * to the backend, request-id.ts), and when its time is up (ms since the epoch).
 */
export interface DrawTask {
  url: string;
  cookie: string | null;
  requestId: string | null;
  deadline: number;
}

export interface RenderPoolOptions extends RenderWorkerData {
  /** The render thread's module: dist/render-worker.mjs beside dist/main.mjs. */
  workerFile: URL;
  threads: number;
  queue: number;
  pagesPerThread?: number;
}

export interface RenderPool {
  /** Draws in a thread; null at once when the queue is full or the page's time is already up. */
  render: RenderDocument;
  /** Resolves once a thread has loaded the renderer; rejects with the reason it could not. */
  ready: () => Promise<void>;
  close: () => Promise<void>;
  /** Pages a thread holds or that wait for one now, in every lane. */
  pagesInFlight: () => number;
}

/**
 * Pages drawn off the event loop, in a few threads (Piscina) with bounded room: however many pages are asked at once,
 * the server's own thread only reads each request's visit and sends what comes back, so /healthz, the files and the
 * forwarded calls answer in their own time. Each lane (page-renderer.ts DrawingLane) has room of its own: first visits
 * and visitors each the threads' pages and the queue, searches one page a thread; a page that finds its lane full is
 * the shell at once, as past its deadline. A thread does not start a page whose time is spent.
 */
export function startRenderPool(options: RenderPoolOptions): RenderPool {
  const pagesPerThread = options.pagesPerThread ?? PAGES_PER_THREAD;
  // Counted here rather than by Piscina's maxQueue, which also holds pages while a thread starts, and refuses with an
  // error rather than an answer: every page a thread holds or that waits for one, until its thread gives it back.
  const pages = options.threads * pagesPerThread + options.queue;
  const room: Record<DrawingLane, number> = { 'first visit': pages, visitor: pages, search: options.threads * SEARCHES_PER_THREAD };
  const inFlight: Record<DrawingLane, number> = { 'first visit': 0, visitor: 0, search: 0 };
  const pool = new Piscina<DrawTask, DrawnDocument | null>({
    filename: options.workerFile.href,
    workerData: { webDist: options.webDist, api: options.api } satisfies RenderWorkerData,
    minThreads: options.threads,
    maxThreads: options.threads,
    concurrentTasksPerWorker: pagesPerThread,
    // A thread waits for its pages' backend calls: its event loop must keep running between tasks.
    atomics: 'disabled',
  });
  // A thread that fails outside any page (Piscina starts another): a line for the log, never the server's end.
  pool.on('error', (error: unknown) => {
    process.stderr.write(`${new Date().toISOString()} a render thread failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  });
  const render: RenderDocument = async (request, { lane, deadline }) => {
    if (request.signal.aborted || inFlight[lane] >= room[lane]) return null;
    inFlight[lane] += 1;
    try {
      const task = { url: request.url, cookie: request.headers.get('cookie'), requestId: request.headers.get(REQUEST_ID_HEADER), deadline };
      return await pool.run(task satisfies DrawTask);
    } finally {
      inFlight[lane] -= 1;
    }
  };
  return {
    render,
    pagesInFlight: () => inFlight['first visit'] + inFlight.visitor + inFlight.search,
    ready: async () => {
      await pool.run({ url: 'http://storefront.invalid/', cookie: null, requestId: null, deadline: 0 });
    },
    close: () => pool.destroy(),
  };
}

import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { DrawnDocument, RenderDocument } from './page-renderer.js';

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

/** What a render thread is started with (render-worker.ts). */
export interface RenderWorkerData {
  webDist: string;
  api: string;
}

/** One page for a render thread: the address and cookie of its visit, and when its time is up (ms since the epoch). */
export interface DrawTask {
  url: string;
  cookie: string | null;
  deadline: number;
}

export interface RenderPoolOptions extends RenderWorkerData {
  /** The render thread's module: dist/render-worker.mjs beside dist/main.mjs. */
  workerFile: URL;
  threads: number;
  queue: number;
  /** A page's time from its arrival (pages.ts): a thread does not start one whose time is spent. */
  deadlineMs: number;
  pagesPerThread?: number;
}

export interface RenderPool {
  /** Draws in a thread; null at once when the queue is full or the page's time is already up. */
  render: RenderDocument;
  /** Resolves once a thread has loaded the renderer; rejects with the reason it could not. */
  ready: () => Promise<void>;
  close: () => Promise<void>;
  /** Pages a thread holds or that wait for one now. */
  pagesInFlight: () => number;
}

/**
 * Pages drawn off the event loop, in a few threads (Piscina) with a bounded queue: however many pages are asked at
 * once, the server's own thread only reads each request's visit and sends what comes back, so /healthz, the files
 * and the forwarded calls answer in their own time. Past the queue a page is the shell at once, as past its deadline.
 */
export function startRenderPool(options: RenderPoolOptions): RenderPool {
  const pagesPerThread = options.pagesPerThread ?? PAGES_PER_THREAD;
  // Counted here rather than by Piscina's maxQueue, which also holds pages while a thread starts, and refuses with an
  // error rather than an answer: every page a thread holds or that waits for one, until its thread gives it back.
  const capacity = options.threads * pagesPerThread + options.queue;
  let inFlight = 0;
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
  const render: RenderDocument = async (request) => {
    if (request.signal.aborted || inFlight >= capacity) return null;
    const task: DrawTask = { url: request.url, cookie: request.headers.get('cookie'), deadline: Date.now() + options.deadlineMs };
    inFlight += 1;
    try {
      return await pool.run(task);
    } finally {
      inFlight -= 1;
    }
  };
  return {
    render,
    pagesInFlight: () => inFlight,
    ready: async () => {
      await pool.run({ url: 'http://storefront.invalid/', cookie: null, deadline: 0 });
    },
    close: () => pool.destroy(),
  };
}

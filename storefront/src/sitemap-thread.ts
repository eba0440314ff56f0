import { Piscina } from 'piscina';
import type { BuildSitemapFiles } from './sitemap.js';

/** What the sitemap's thread is started with (sitemap-worker.ts). */
export interface SitemapWorkerData {
  webDist: string;
  api: string;
}

/** One sitemap to build: the origin its addresses are written under, and the addresses a file holds. */
export interface SitemapTask {
  origin: string;
  limit: number | undefined;
}

export interface SitemapThreadOptions extends SitemapWorkerData {
  /** The thread's module: dist/sitemap-worker.mjs beside dist/main.mjs. */
  workerFile: URL;
}

/**
 * Seconds the thread stays after a build. Builds come once per `--sitemap-cache` (ten minutes by default): keeping a
 * thread with the shop's modules loaded between them would hold its memory for nothing.
 */
const IDLE_MS = 30_000;

/**
 * Builds the sitemap in a thread of its own (Piscina, one thread at most, started when a build is asked): the backend's
 * listings of a large catalogue are megabytes of JSON to parse and of XML to write, which on the event loop would hold
 * every request for seconds. A build whose time is up is ended with its thread, so a slow or endless listing costs no
 * CPU past its deadline.
 */
export function startSitemapThread(options: SitemapThreadOptions): { build: BuildSitemapFiles; close: () => Promise<void> } {
  const pool = new Piscina<SitemapTask, Array<[string, Uint8Array]>>({
    filename: options.workerFile.href,
    workerData: { webDist: options.webDist, api: options.api } satisfies SitemapWorkerData,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_MS,
    // The listing waits for its backend: the thread's event loop must keep running.
    atomics: 'disabled',
  });
  return {
    build: async (origin, limit, signal) => new Map(await pool.run({ origin, limit } satisfies SitemapTask, { signal })),
    close: () => pool.destroy(),
  };
}

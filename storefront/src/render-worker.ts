import { workerData } from 'node:worker_threads';
import { type DrawnDocument, loadPageRenderer } from './page-renderer.js';
import type { DrawTask, RenderWorkerData } from './render-pool.js';
import { REQUEST_ID_HEADER } from './request-id.js';

/**
 * One render thread of the pool (render-pool.ts): it loads the shop's renderer and its own jsdom window once, then
 * draws the pages it is given, several at a time while they wait for their backend, one render at a time.
 */
const { webDist, api } = workerData as RenderWorkerData;
const render = await loadPageRenderer(webDist, api);

/**
 * A page whose time is spent when its turn comes is not started: its visitor has had the shell. Otherwise it gets
 * what is left of its time, on this thread's own clock, which the renderer checks between its steps.
 */
export default async function drawPage(task: DrawTask): Promise<DrawnDocument | null> {
  const left = task.deadline - Date.now();
  if (left <= 0) return null;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), left);
  try {
    const headers = { ...(task.cookie ? { cookie: task.cookie } : {}), ...(task.requestId ? { [REQUEST_ID_HEADER]: task.requestId } : {}) };
    return await render(new Request(task.url, { headers, signal: deadline.signal }));
  } finally {
    clearTimeout(timer);
  }
}

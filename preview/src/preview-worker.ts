import { MOCK_CHANGED_EVENT } from '@tours/web/mock-changed';
import { notifyError } from '@tours/web/notify';
import type { ForeignReason } from './own-worker';
import { type PageAsk, SERVICE_WORKER_FILE, WORLD_CHANGED, type WorkerAnswer } from './preview-protocol';
import { servedByOwnWorker } from './served-by-own-worker';

/** Longer than any answer takes, short enough that a page never waits on a worker the browser stopped mid-answer. */
const ANSWER_TIMEOUT_MS = 15_000;

/** A question to the service worker that serves this page, answered on a port of its own. */
export function askPreviewWorker(ask: PageAsk, target = navigator.serviceWorker.controller): Promise<WorkerAnswer> {
  if (!target) return Promise.reject(new Error('the preview’s service worker does not serve this page'));
  const channel = new MessageChannel();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the preview’s service worker did not answer; reload the page')), ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
      clearTimeout(timer);
      resolve(data);
    };
    target.postMessage(ask, [channel.port2]);
  });
}

/** The address of the build's service worker, the one script the page registers (vite.config.ts registers the same). */
export const previewScriptURL = (basePath: string) => new URL(`${basePath}/${SERVICE_WORKER_FILE}`, window.location.href).href;

/**
 * Resolves when the build's own service worker serves this page, so the shop's first request reaches the world, with
 * the reason of the foreign worker it took the page back from, if any (served-by-own-worker.ts). A repeat visit is
 * served from its first byte; a first visit, whose registration the page's head started before any module ran
 * (vite.config.ts), waits for the worker to install and claim the page; a hard reload, which loads a page past an active
 * worker, asks it to claim the page.
 */
export async function servedByPreviewWorker(basePath: string, build: string): Promise<ForeignReason | null> {
  const container = navigator.serviceWorker;
  if (!container) throw new Error('this browser runs no service workers here (a private window may turn them off)');
  return servedByOwnWorker(container, { scriptURL: previewScriptURL(basePath), build }, `${basePath}/`, window.location.href, {
    build: (worker) => askPreviewWorker({ kind: 'build' }, worker),
    claim: (worker) => askPreviewWorker({ kind: 'claim' }, worker),
  });
}

/** Another tab changed the world: this tab refetches what it shows, as after a toolbar change. */
export function refetchWhenChangedElsewhere(): void {
  navigator.serviceWorker.addEventListener('message', ({ data }) => {
    if (data === WORLD_CHANGED) window.dispatchEvent(new Event(MOCK_CHANGED_EVENT));
  });
  navigator.serviceWorker.startMessages();
}

/**
 * Hands the service worker the build's files this page loaded before the worker served it (a first visit's entry,
 * styles and first route, and every file of a hard reload), so a repeat visit finds them all in its cache. A file that
 * went through the worker (its `workerStart` is set) is kept by the worker itself, and is not sent.
 */
export function keepLoadedAssets(): void {
  const observer = new PerformanceObserver((list) => {
    const urls = list
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).workerStart === 0)
      .map((entry) => entry.name);
    if (urls.length > 0) askPreviewWorker({ kind: 'keep-assets', urls }).catch(() => {});
  });
  observer.observe({ type: 'resource', buffered: true });
}

/**
 * Shows what the service worker has to tell the visitor (a saved world it could not use and made again) as the shop
 * shows a failure: a toast, and the console for whoever looks there.
 */
export async function showWorkerNotices(): Promise<void> {
  const answer = await askPreviewWorker({ kind: 'notices' });
  if (answer.kind !== 'notices') return;
  for (const notice of answer.notices) {
    console.warn(notice);
    notifyError(notice);
  }
}

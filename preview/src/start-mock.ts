import { HttpResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { sentRequest } from './world-protocol';
import type { WorldClient } from './world-worker-client';

/** Written into the build beside index.html by vite.config.ts (sw/preview-sw.ts, which imports MSW's worker). */
export const SERVICE_WORKER_FILE = 'preview-sw.js';

/** What the mock answers, on any origin and under any base path, as mock-server/src/msw's handlers match. */
const MOCKED = ['*/rest/api/*', '*/__mock/*', '*/media/*'];

/**
 * Starts MSW in this page. Its handlers only forward to the world worker, where the mock's own handlers answer
 * (world-worker.ts); what the mock has no handler for (the app's own files, the sample video) goes to the static
 * host untouched. The service worker's scope is the preview's folder, so it also serves index.html for
 * navigations inside it, and draws the generated pictures itself.
 */
export async function startMock(world: WorldClient, basePath: string): Promise<void> {
  const forward = async ({ request }: { request: Request }) => {
    const answer = await world.fetch(await sentRequest(request));
    if (!answer) return undefined;
    return new HttpResponse(answer.body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  };
  const worker = setupWorker(...MOCKED.map((path) => http.all(path, forward)));
  await worker.start({
    serviceWorker: { url: `${basePath}/${SERVICE_WORKER_FILE}`, options: { scope: `${basePath}/` } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}

import { setupWorker } from 'msw/browser';
import { type BrowserWorld, mockHandlers } from '../../mock-server/src/msw/index.js';

/** Written into the build beside index.html by vite.config.ts (sw/preview-sw.js, which imports MSW's worker). */
export const SERVICE_WORKER_FILE = 'preview-sw.js';

/**
 * Starts MSW in this page with the mock's handlers over the world: /rest/api/**, /media/** and the /__mock
 * control plane are answered here, anything else (the app's own files) goes to the static host untouched.
 * The worker's scope is the preview's folder, so it also serves index.html for navigations inside it.
 */
export async function startMock(world: BrowserWorld, basePath: string): Promise<void> {
  const worker = setupWorker(...mockHandlers(world, { basePath }));
  await worker.start({
    serviceWorker: { url: `${basePath}/${SERVICE_WORKER_FILE}`, options: { scope: `${basePath}/` } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}

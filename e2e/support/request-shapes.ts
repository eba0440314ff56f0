import type { BrowserContext } from '@playwright/test';
import { shapeKey, shapeOfRequest } from '@tours/contract/request-shape';

/**
 * Issue 14: the request shapes the built shop sends in the journeys, read off the network as Chromium
 * sends them (the production bundle has no recorder of its own). Saved per worker by fixtures.ts;
 * `npm run pact:shapes` compares them with the pact.
 */
/** The journeys (e2e/tests) record; `npm run screenshots` shares the fixtures but must not replace their record. */
export const isJourneyRun = (testDir: string) => /[\\/]tests[\\/]?$/.test(testDir);

export const recordedShapes = new Set<string>();

export function recordRequestShapes(context: BrowserContext): void {
  context.on('request', (request) => {
    const contentType = request.headers()['content-type'] ?? null;
    const body = request.postDataBuffer()?.toString('latin1') ?? null;
    // Chromium does not hand a file upload's body to Playwright, so its field names cannot be read here; the
    // component tests record the upload's shape from the FormData the client builds.
    if (body === null && contentType?.startsWith('multipart/')) return;
    const shape = shapeOfRequest({ method: request.method(), url: request.url(), contentType, body });
    if (shape) recordedShapes.add(shapeKey(shape));
  });
}

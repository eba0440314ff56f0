import type { BrowserContext } from '@playwright/test';
import { shapeKey, shapeOfRequest, valueKeysOfRequest } from '@tours/contract/request-shape';
import type { RecordedAnswer, RecordedRequest } from '@tours/contract/testing/recorded-shapes';

/**
 * The request shapes the built shop sends in the journeys, read off the network as Chromium
 * sends them (the production bundle has no recorder of its own). Saved per worker by fixtures.ts;
 * `npm run pact:shapes` compares them with the pact.
 */
/** The journeys (e2e/tests) record; `npm run screenshots` shares the fixtures but must not replace their record. */
export const isJourneyRun = (testDir: string) => /[\\/]tests[\\/]?$/.test(testDir);

export const recordedShapes = new Set<string>();
/** The API requests themselves, each once (method, address, body), for Prism to replay (pacts/shapes/). */
export const recordedRequests = new Map<string, RecordedRequest>();
/** The API's JSON answers, each distinct one once, for Ajv to check against docs/openapi.json (pacts/shapes/). */
export const recordedAnswers = new Map<string, RecordedAnswer>();

export function recordRequestShapes(context: BrowserContext): void {
  context.on('request', async (request) => {
    const contentType = request.headers()['content-type'] ?? null;
    const body = request.postDataBuffer()?.toString('latin1') ?? null;
    // Chromium does not hand a file upload's body to Playwright, so its field names cannot be read here; the
    // component tests record the upload's shape from the FormData the client builds.
    if (body === null && contentType?.startsWith('multipart/')) return;
    const sentRequest = { method: request.method(), url: request.url(), contentType, body };
    const shape = shapeOfRequest(sentRequest);
    if (!shape) return;
    recordedShapes.add(shapeKey(shape));
    for (const key of valueKeysOfRequest(sentRequest)) recordedShapes.add(key);
    const url = new URL(request.url());
    const sent: RecordedRequest = {
      method: request.method(),
      path: `${url.pathname}${url.search}`,
      contentType,
      body: request.postDataBuffer()?.toString('utf8') ?? null,
      // allHeaders(), not headers(): the latter leaves out security-related headers.
      authorized: (await request.allHeaders().catch(() => ({}) as Record<string, string>)).authorization !== undefined,
    };
    recordedRequests.set(`${sent.method} ${sent.path} ${sent.body ?? ''}`, sent);
  });
  context.on('response', async (response) => {
    const url = new URL(response.url());
    if (!shapeOfRequest({ method: response.request().method(), url: response.url() })) return;
    if (!(response.headers()['content-type'] ?? '').startsWith('application/json')) return;
    // A page that navigated away takes its answers' bodies with it; those are not recorded.
    const body = await response.text().catch(() => null);
    if (body !== null) recordedAnswers.set(`${url.pathname}\n${body}`, { path: url.pathname, body });
  });
}

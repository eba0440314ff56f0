import { http } from 'msw';
import { answerBrowserRequest, type BrowserMockOptions } from '../browser/answer-browser-request.js';
import type { BrowserWorld } from '../browser/browser-world.js';

/**
 * The mock in MSW, for a front-end test that runs it with msw/node (or setupWorker): one handler that gives every
 * request to the browser adapter (browser/answer-browser-request.ts) and lets through what the mock does not answer.
 */
export function mockHandlers(world: BrowserWorld, options: BrowserMockOptions = {}) {
  return [http.all('*', async ({ request }) => (await answerBrowserRequest(world, request, options)) ?? undefined)];
}

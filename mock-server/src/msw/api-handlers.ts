import { http } from 'msw';
import { DEFAULT_SESSION_TTL_MS } from '../domain/index.js';
import { answerFetchRequest } from '../runtime/answer-request.js';
import type { BrowserWorld } from './browser-world.js';

export interface MockHandlerOptions {
  /** Check each handler's data against the contract and answer 500 on drift (default true, as the Node mock). */
  validateResponses?: boolean;
  /** Lifetime of a login session on the world's clock (default 7 days, as the Node mock). */
  sessionTtlMs?: number;
  /**
   * The path the shop is served under ('' default; '/tours-preview' for a preview on a sub-path): the wallet's
   * approval link points there, where the preview shows its approval page, since a static host serves
   * nothing at the origin's /mock-paypal.
   */
  basePath?: string;
}

/**
 * The mock's one request handler (runtime/answer-request.ts) on any origin and under any base path, over the
 * page's world: uploads on its shelf, its clock, every write saved before it is answered.
 */
export function apiHandlers(world: BrowserWorld, options: MockHandlerOptions = {}) {
  return [
    http.all('*/rest/api/*', ({ request }) =>
      answerFetchRequest(world, request, {
        clock: { now: () => world.now(), tick: () => world.tick() },
        saveUpload: ({ type, body }, customer) => world.uploads.save({ type, body }, customer),
        origin: new URL(request.url).origin + (options.basePath ?? ''),
        sessionTtlMs: options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
        validateResponses: options.validateResponses ?? true,
        commit: () => world.changed(),
      }),
    ),
  ];
}

import { DEFAULT_SESSION_TTL_MS } from '../domain/index.js';
import { answerFetchRequest } from '../runtime/answer-request.js';
import type { BrowserWorld } from './browser-world.js';
import { answerControl } from './control-answer.js';
import { answerMedia } from './media-answer.js';
import { isGeneratedPicture, UPLOADS_PATH } from './media-path.js';

export interface BrowserMockOptions {
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

const API = '/rest/api/';
const CONTROL = '/__mock/';

/** Whether the mock may answer the address, under any base path: the API, the control plane, generated pictures, uploads. */
export function isMockAddress(url: string): boolean {
  const { pathname } = new URL(url);
  return [API, CONTROL, UPLOADS_PATH].some((prefix) => pathname.includes(prefix)) || isGeneratedPicture(url);
}

/**
 * The browser adapter of the mock: one fetch handler, a `Request` in and a `Response` out, over a world held in the
 * browser (the preview's service worker) or in a test process. It answers /rest/api/** with the mock's one request
 * handler (runtime/answer-request.ts), the control plane's shared routes under /__mock and the generated pictures
 * and uploads under /media, under any base path, every write saved before it is answered. Null for what is not the
 * mock's (the app's files, the sample video, the Node mock's own control routes), which the caller sends on.
 */
export async function answerBrowserRequest(
  world: BrowserWorld,
  request: Request,
  options: BrowserMockOptions = {},
): Promise<Response | null> {
  const { pathname, origin } = new URL(request.url);
  if (pathname.includes(API)) {
    return answerFetchRequest(world, request, {
      clock: { now: () => world.now(), tick: () => world.tick() },
      saveUpload: ({ type, body }, customer) => world.uploads.save({ type, body }, customer),
      origin: origin + (options.basePath ?? ''),
      sessionTtlMs: options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
      validateResponses: options.validateResponses ?? true,
      commit: () => world.changed(),
    });
  }
  const control = pathname.indexOf(CONTROL);
  if (control >= 0) return answerControl(world, request, pathname.slice(control + CONTROL.length - 1));
  return answerMedia(world, request);
}

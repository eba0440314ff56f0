import { type CallDefinition, type CallName, callNames, calls, fullPath } from '@tours/contract';
import { HttpResponse, http } from 'msw';
import { DEFAULT_SESSION_TTL_MS } from '../domain/index.js';
import { callerOf, dataDrift, runHandler, tokenOf } from '../runtime/answer-call.js';
import { driftRefusal, type EnvelopeBody, JSON_TYPE, success } from '../runtime/envelope.js';
import { applyFault } from '../runtime/faults.js';
import { inLanguage } from '../runtime/message-language.js';
import { READ_CALLS } from '../runtime/read-calls.js';
import { refusalOf } from '../runtime/refusal.js';
import type { BrowserWorld } from './browser-world.js';
import { payloadOf, readBody } from './decode-request.js';
import { saveUpload } from './upload-call.js';

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
 * One MSW handler per registry call, on any origin and under any base path (`*` before /rest/api), in the
 * order of checks of api-routes.ts: the body's parsers, faults, the clock's tick, the session, the input,
 * the call. Every answer is an envelope with HTTP 200, its message in the caller's language, and a Date
 * header from the world's clock, as the Node mock answers.
 */
export function apiHandlers(world: BrowserWorld, options: MockHandlerOptions = {}) {
  return callNames.map((name) => {
    const call: CallDefinition = calls[name];
    const route = call.method === 'GET' ? http.get : http.post;
    return route(`*${fullPath(call)}`, async ({ request }) => {
      const envelope = await answer(world, name, request, options).catch((error: unknown): EnvelopeBody => refusalOf(error));
      // A refused write may have changed the world too (a declined card is recorded), so every write is saved.
      if (!READ_CALLS.has(name)) await world.changed();
      return HttpResponse.json(inLanguage(envelope, request.headers.get('accept-language')), {
        headers: { 'content-type': JSON_TYPE, date: world.now().toUTCString(), vary: 'Accept-Language' },
      });
    });
  });
}

async function answer(world: BrowserWorld, name: CallName, request: Request, options: MockHandlerOptions): Promise<EnvelopeBody> {
  const call: CallDefinition = calls[name];
  const read = call.encoding === 'multipart' ? null : await readBody(name, request);
  await applyFault(world, name);
  const now = world.tick();
  const token = tokenOf(request.headers.get('authorization'));
  const userId = callerOf(call, world, token, now);
  let data: unknown;
  // file.upload, the one multipart call: its file goes on the world's shelf, not to a domain handler.
  if (name === 'file.upload' || read === null) {
    data = await saveUpload(world, call, request, userId);
  } else {
    const origin = new URL(request.url).origin + (options.basePath ?? '');
    const payload = payloadOf(call, request, read);
    const sessionTtlMs = options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS;
    data = await runHandler(world, { name, payload, token, now, origin, sessionTtlMs }, userId);
  }
  if ((options.validateResponses ?? true) && dataDrift(name, data)) return driftRefusal();
  return success(data);
}

import { vi } from 'vitest';
import { recordRequestShape } from './request-shape-recorder';

interface RecordedCall {
  path: string;
  body: string;
}

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * An answer given as it is rather than as `data` of a success: an envelope error, an HTTP error, a network failure,
 * no answer at all, or a success with a message.
 */
export class Fault {
  constructor(readonly respond: (init: RequestInit | undefined) => Promise<Response>) {}
}

/** A well-formed envelope with a code other than 200. */
export const envelopeError = (code: number, message: string) => new Fault(async () => jsonResponse({ code, message }));
/** A success carrying the server's own message, for the screens that show it (spec §8). */
export const successWithMessage = (message: string, data: unknown = null) =>
  new Fault(async () => jsonResponse({ code: 200, message, data }));
/** An HTTP status outside 2xx, no envelope. */
export const httpError = (status: number) => new Fault(async () => new Response('', { status }));
/** The request never reaches the server (what fetch throws offline). */
export const networkError = () =>
  new Fault(async () => {
    throw new TypeError('Failed to fetch');
  });
/** The server never answers: the client's 20 s timeout (or the caller's abort) ends the request. */
export const noAnswer = () =>
  new Fault(
    (init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );

/** An answer held back until the test releases it with the call's `data`: for what a page does while a call is on its way. */
export function heldAnswer() {
  let release: (data: unknown) => void = () => {};
  const fault = new Fault(() => new Promise<Response>((resolve) => (release = (data) => resolve(jsonResponse({ code: 200, data })))));
  return { fault, release: (data: unknown) => release(data) };
}

/**
 * A fetch stub answering by API path (below /rest/api). Records every request so tests can assert
 * the exact form body the page sent. An answer (or what an answer function returns) may be a Fault.
 */
export function mockApi(answers: Record<string, unknown | ((body: URLSearchParams) => unknown)>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/rest\/api/, '');
    const body = typeof init?.body === 'string' ? init.body : url.search.replace(/^\?/, '');
    calls.push({ path, body });
    recordRequestShape(String(input), init);
    const answer = answers[path];
    const data = typeof answer === 'function' ? (answer as (b: URLSearchParams) => unknown)(new URLSearchParams(body)) : answer;
    if (data instanceof Fault) return data.respond(init);
    return jsonResponse(answer === undefined ? { code: 404, message: `no answer for ${path}` } : { code: 200, data });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, bodiesOf: (path: string) => calls.filter((c) => c.path === path).map((c) => new URLSearchParams(c.body)) };
}

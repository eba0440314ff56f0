import { type CallData, type CallInput, type CallName, type Envelope, fullPath } from '@tours/contract';
import { REQUEST_TIMEOUT_MS } from '@tours/contract/constants';
import { callRoutes, codes, encodeRequest } from '@tours/contract/routes';
import { appPath } from '../config/base-path';
import { acceptLanguage } from '../lib/localize-message';
import { carryErrorOverReload, notifyError } from '../lib/notify';
import { paths } from '../lib/paths';
import { recordServerDate } from '../lib/server-clock';
import { clearToken, getToken } from '../lib/session';
import { checkDrift } from './drift';
import { ApiError, envelopeMessage, HttpError, TimeoutError } from './errors';

export { ApiError, TimeoutError };

/** '' sends calls to the page's own origin; the Pact consumer tests point it at Pact's mock server. */
let apiBaseUrl = '';

export function configureApiBaseUrl(url: string): void {
  apiBaseUrl = url.replace(/\/+$/, '');
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Sent as well, over the shop's own: a server drawing a page passes on its visitor's cookie and language. */
  headers?: Record<string, string>;
}

function withTimeout(signal: AbortSignal | undefined): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new TimeoutError(REQUEST_TIMEOUT_MS));
  }, REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * The one place that talks HTTP. Encodes the payload as the registry entry says (through the generated
 * routing table, so the browser never downloads the zod schemas), sends the stored token as is, gives up
 * after 20 s, and returns the envelope. Envelope 201 is handled here (spec §4); every other failure reaches
 * the caller untoasted, and the error policy (app/query-client.ts) decides what the person sees.
 */
export async function call<N extends CallName>(name: N, payload: CallInput<N>, options: CallOptions = {}): Promise<Envelope<CallData<N>>> {
  const definition = callRoutes[name];
  const request = encodeRequest(definition, `${apiBaseUrl}${fullPath(definition)}`, payload);
  const token = getToken();
  if (token) request.init.headers.Authorization = token;
  // The server answers its messages in the shop's language (docs/adr/0006-messages-in-the-chosen-language.md).
  request.init.headers['Accept-Language'] = acceptLanguage();
  Object.assign(request.init.headers, options.headers);

  const timeout = withTimeout(options.signal);
  let body: Envelope<CallData<N>>;
  try {
    // The backend answers at its own address or not at all: a redirect is refused, never followed, so a server drawing
    // a page or listing the sitemap never draws from, or sends the visitor's cookie to, another origin.
    const response = await fetch(request.url, { ...request.init, redirect: 'error', signal: timeout.signal });
    if (!response.ok) throw new HttpError(response.status, response.statusText);
    recordServerDate(response.headers.get('date'));
    body = (await response.json()) as Envelope<CallData<N>>;
  } catch (error) {
    if (timeout.timedOut()) throw new TimeoutError(REQUEST_TIMEOUT_MS);
    throw error;
  } finally {
    timeout.done();
  }

  if (body.code === codes.sessionInvalid) {
    clearToken();
    notifyError(envelopeMessage(body));
    carryErrorOverReload(envelopeMessage(body));
    window.location.assign(appPath(paths.login.href()));
    return body;
  }
  if (body.code !== codes.success) return body;
  await checkDrift(name, body.data ?? null);
  return body;
}

/** The envelope of a successful call (for its message); any other envelope becomes an ApiError. */
export async function callSuccess<N extends CallName>(
  name: N,
  payload: CallInput<N>,
  options?: CallOptions,
): Promise<Envelope<CallData<N>>> {
  const body = await call(name, payload, options);
  if (body.code !== codes.success) throw new ApiError(body);
  return body;
}

/** `data` of a successful call; any other envelope becomes an ApiError. */
export async function callData<N extends CallName>(name: N, payload: CallInput<N>, options?: CallOptions): Promise<CallData<N>> {
  return (await callSuccess(name, payload, options)).data as CallData<N>;
}

/** Uploads one file (multipart field `file`) and returns its address. */
export async function upload(file: File, options?: CallOptions): Promise<string> {
  return callData('file.upload', { file }, options);
}

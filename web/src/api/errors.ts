import { type Envelope, envelopeMessage } from '@tours/contract/routes';
import { shopperMessage, type Translate } from '../lib/shopper-message';

export { envelopeMessage };

/** A well-formed envelope whose code is not 200. */
export class ApiError extends Error {
  readonly code: number;
  readonly envelope: Envelope;

  constructor(envelope: Envelope) {
    super(envelopeMessage(envelope) || `Request failed with code ${envelope.code}`);
    this.name = 'ApiError';
    this.code = envelope.code;
    this.envelope = envelope;
  }
}

/** The server answered with an HTTP status outside 2xx (no envelope to read). */
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, statusText: string) {
    super(`HTTP ${status} ${statusText}`.trim());
    this.name = 'HttpError';
    this.status = status;
  }
}

/** No answer within REQUEST_TIMEOUT_MS (spec §7: 20 seconds). */
export class TimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
    this.name = 'TimeoutError';
  }
}

/**
 * The person-facing reason of a failed call: the server's own words (a refusal naming a request field said with the
 * field's label, never its API name), or a translated generic one.
 */
export function failureMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError) return shopperMessage(error.message, t);
  if (error instanceof TimeoutError) return t('common:error.timeout');
  if (error instanceof HttpError) return t('common:error.http', { status: error.status });
  return t('common:error.network');
}

/** A request the page itself cancelled (navigation, unmount): nobody needs to hear about it. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

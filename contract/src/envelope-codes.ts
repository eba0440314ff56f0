/**
 * The zod-free half of the envelope: its codes, its type and where its message sits. Kept apart from
 * envelope.ts (which builds zod schemas) so the browser can read answers without shipping zod.
 */

/**
 * Envelope codes. The spec names only 200 and 201; the others are the mock server's
 * choices (docs/adr/0002-envelope-codes-and-http-200.md) and live here so that no module spells a code twice.
 */
export const codes = {
  success: 200,
  /** Invalid session; also what a member or trade call without a valid token gets (spec §4). */
  sessionInvalid: 201,
  badRequest: 400,
  /** A request from a page of another site (its Origin or Sec-Fetch-Site), refused before any call runs. */
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  serverError: 500,
  /** The mock server forwarded the call to a real backend (--upstream) that did not answer. */
  badGateway: 502,
  /** The mock world the request names could not be loaded from its files; a reset, reseed or import repairs it. */
  unavailable: 503,
  /** The change could not be saved because the mock server's disk is full; nothing was changed. */
  insufficientStorage: 507,
} as const;

export type Envelope<T = unknown> = {
  code: number;
  message?: string;
  msg?: string;
  data?: T | null;
};

/** The message of an envelope, wherever the backend put it. */
export function envelopeMessage(body: Envelope): string {
  return body.message ?? body.msg ?? '';
}

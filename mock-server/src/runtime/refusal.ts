import { codes } from '@tours/contract';
import { DomainError } from '../domain/index.js';

export const INTERNAL_ERROR = 'Internal error';

/**
 * A domain refusal given as a fragment ("is required") is prefixed with its field, as schema refusals
 * are; a sentence ("Incorrect email or password") is kept as is, since the shop shows it in a toast.
 */
export function domainMessage(error: DomainError): string {
  const named = error.field && /^[a-z]/.test(error.message) && !error.message.startsWith(`${error.field}:`);
  return named ? `${error.field}: ${error.message}` : error.message;
}

/** The envelope of a failed call, the same from both adapters: a domain refusal as it says, anything else a bare 500. */
export function refusalOf(error: unknown): { code: number; message: string } {
  if (error instanceof DomainError) return { code: error.code, message: domainMessage(error) };
  return { code: codes.serverError, message: INTERNAL_ERROR };
}

/**
 * The HTTP status of a refusal outside /rest/api (the control plane, media, pages), in both adapters: its code when
 * that is an HTTP error status, else 400.
 */
export const refusalStatus = (code: number): number => (code >= 400 && code < 600 ? code : 400);

/**
 * The body of a refusal outside /rest/api, sent with `status` as its HTTP status: the API envelope's own keys, the
 * status as its code, so one reader (a script, the toolbar, a test) takes the message of either the same way.
 */
export const refusalBody = (status: number, message: string) => ({ code: status, message });

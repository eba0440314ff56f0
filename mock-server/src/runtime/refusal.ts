import { codes } from '@tours/contract';
import { DomainError } from '../domain/index.js';
import { type EnvelopeBody, saying } from './envelope.js';

/** The envelope of a failed call, the same from both adapters: a domain refusal as it says, anything else a bare 500. */
export function refusalOf(error: unknown): EnvelopeBody {
  // Its message already holds the English of what it said (DomainError): said again only in another language.
  if (error instanceof DomainError) return { code: error.code, message: error.message, said: error.said };
  return saying(codes.serverError, { key: 'internal.error' });
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

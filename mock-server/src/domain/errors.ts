import { codes } from '@tours/contract';

/**
 * A refusal the domain decides on. The HTTP adapter's one error handler turns it into an envelope
 * with this code and message; handlers never build envelopes themselves.
 */
export class DomainError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** The request field the refusal is about, when there is one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string, field?: string) => new DomainError(codes.badRequest, message, field);
export const notFound = (message: string) => new DomainError(codes.notFound, message);
export const conflict = (message: string, field?: string) => new DomainError(codes.conflict, message, field);
export const sessionInvalid = (message = 'Your session has expired, please log in again') => new DomainError(codes.sessionInvalid, message);

import { codes } from '@tours/contract';

/** The body of every /rest/api answer, from both adapters. */
export interface EnvelopeBody {
  code: number;
  message: string;
  data?: unknown;
}

export const SUCCESS_MESSAGE = 'Success';
export const success = (data: unknown): EnvelopeBody => ({ code: codes.success, message: SUCCESS_MESSAGE, data });

/** The answer when a handler's data fails the contract: the mock's own bug, never the caller's. */
export const driftRefusal = (): EnvelopeBody => ({
  code: codes.serverError,
  message: 'Internal error: the mock answered data that does not match the contract',
});

/** The Content-Type of every JSON answer, as Fastify writes it. */
export const JSON_TYPE = 'application/json; charset=utf-8';

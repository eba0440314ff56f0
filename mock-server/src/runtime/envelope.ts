import { codes } from '@tours/contract';
import { type Said, say } from '../domain/messages/say.js';

/** The body of every /rest/api answer, from both adapters. */
export interface EnvelopeBody {
  code: number;
  message: string;
  data?: unknown;
  /**
   * What the mock said by key, when it said it (not an override's or a backend's own words): said again in the
   * caller's language just before it is sent (message-language.ts), and never sent itself. `message` holds its English.
   */
  said?: readonly Said[];
}

/** An envelope the mock says by key: its English in `message` (the journal's language), the key to say it again. */
export const saying = (code: number, said: Said | readonly Said[], data?: unknown): EnvelopeBody => {
  const all: readonly Said[] = Array.isArray(said) ? said : [said as Said];
  return { code, message: say(all, 'en'), said: all, ...(data !== undefined ? { data } : {}) };
};

const SUCCESS_SAID: readonly Said[] = [{ key: 'spec.success' }];
export const SUCCESS_MESSAGE = say(SUCCESS_SAID, 'en');
/** Every answered call's envelope, written out rather than spread: it is on the path of every request. */
export const success = (data: unknown): EnvelopeBody => ({ code: codes.success, message: SUCCESS_MESSAGE, data, said: SUCCESS_SAID });

/** The answer when a handler's data fails the contract: the mock's own bug, never the caller's. */
export const driftRefusal = (): EnvelopeBody => saying(codes.serverError, { key: 'internal.drift' });

/** The Content-Type of every JSON answer, as Fastify writes it. */
export const JSON_TYPE = 'application/json; charset=utf-8';

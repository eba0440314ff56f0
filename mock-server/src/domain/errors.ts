import { codes } from '@tours/contract';
import type { MessageKey } from './messages/en.js';
import { type MessageValues, type Said, say } from './messages/say.js';

/**
 * A refusal the domain decides on, said by a key of the mock's message catalogue and its values, never in words:
 * the adapter says it in the caller's language (runtime/refusal.ts). `field` is the request field it is about;
 * it also names the field in the words of a `field.*` key.
 */
export class DomainError extends Error {
  readonly said: readonly Said[];

  constructor(
    readonly code: number,
    said: Said | readonly Said[],
    readonly field?: string,
  ) {
    const all: readonly Said[] = Array.isArray(said) ? said : [said as Said];
    // The message is the English words, for logs and for tests; an adapter says `said` in its caller's language.
    super(say(all, 'en'));
    this.name = 'DomainError';
    this.said = all;
  }
}

type Values = MessageValues & { field?: string };

const refusal = (code: number) => (key: MessageKey, values?: Values) =>
  new DomainError(code, values ? { key, values } : { key }, values?.field);

export const badRequest = refusal(codes.badRequest);
export const notFound = refusal(codes.notFound);
export const conflict = refusal(codes.conflict);
export const sessionInvalid = () => new DomainError(codes.sessionInvalid, { key: 'session.expired' });

/**
 * A refusal of the control plane (and of the mock's own limits), to the developer driving the mock: English words as
 * given, the same in either language (the `verbatim` key), as its console and scripts read one language.
 */
export const developerRefusal = (code: number, text: string, field?: string) =>
  new DomainError(code, { key: 'verbatim', values: { text } }, field);

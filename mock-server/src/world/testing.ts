import { type CallData, type CallInput, type CallName, calls } from '@tours/contract';
import { DomainError } from '../domain/errors.js';
import { handlers } from '../domain/handlers.js';
import { DEFAULT_SESSION_TTL_MS, resolveToken } from '../domain/sessions.js';
import type { State } from '../domain/state.js';
import type { TextLanguage } from '../domain/text-language.js';
import { tick } from '../domain/tick.js';
import type { CallContext } from '../domain/types.js';
import { createState } from './create-state.js';

/**
 * A world on a hand-driven clock for the domain tests: each call goes the way the adapter sends it
 * (request schema parse, tick, handler) and its answer is checked against the contract's data schema.
 */
export class TestWorld {
  readonly state: State;
  now: Date;

  constructor(options: { now?: string; seed?: number; scale?: number } = {}) {
    this.now = new Date(options.now ?? '2025-06-15T10:00:00Z');
    this.state = createState({ seed: options.seed, scale: options.scale, now: this.now });
  }

  advance(ms: number): void {
    this.now = new Date(this.now.getTime() + ms);
  }

  /** `language`: the one the request's Accept-Language asks for; null, as without the header. */
  async call<N extends CallName>(
    name: N,
    input: CallInput<N>,
    token: string | null = null,
    language: TextLanguage | null = null,
  ): Promise<CallData<N>> {
    const parsed = calls[name].request.parse(input);
    tick(this.state, this.now);
    const userId = resolveToken(this.state, token, this.now);
    const handler = handlers[name] as (input: unknown, ctx: CallContext) => unknown;
    const ctx: CallContext = {
      state: this.state,
      now: this.now,
      userId,
      token,
      origin: 'http://mock.test',
      sessionTtlMs: DEFAULT_SESSION_TTL_MS,
      language,
      saveUpload: () => {
        throw new Error('Uploads are stored by a runtime: test file.upload through the app (mock-server/test/calls/)');
      },
    };
    const data = await handler(parsed, ctx);
    return calls[name].data.parse(data) as CallData<N>;
  }

  /** The refusal a call ends with; fails the test when it succeeds instead. */
  async refusal<N extends CallName>(name: N, input: CallInput<N>, token: string | null = null): Promise<DomainError> {
    try {
      await this.call(name, input, token);
    } catch (error) {
      if (error instanceof DomainError) return error;
      throw error;
    }
    throw new Error(`${name} was expected to be refused`);
  }

  async login(email: string, password: string): Promise<string> {
    return (await this.call('verify.login', { username: email, password })).token;
  }
}

import { type CallDefinition, type CallName, calls } from '@tours/contract';
import type { z } from 'zod';
import { type CallContext, handlers, resolveToken, type State, sessionInvalid } from '../domain/index.js';
import type { Language } from './message-language.js';
import { parseWith } from './parse-with.js';

/** One call as answer-request.ts hands it to its domain handler, once faults have passed and the clock has ticked. */
export interface CallArrival {
  name: CallName;
  /** The payload as sent, before validation: the query for GET calls, the decoded body otherwise. */
  payload: unknown;
  token: string | null;
  now: Date;
  /** Where the shop reached this mock, for absolute links (wallet approval page). */
  origin: string;
  /** This mock's own address, where the shop is served by another server (CallContext.walletOrigin). */
  walletOrigin?: string;
  sessionTtlMs: number;
  /** The language its Accept-Language prefers, null without one (CallContext.language). */
  language: Language | null;
  saveUpload: CallContext['saveUpload'];
}

export interface CallWorld {
  state: State;
  /** The control plane's switch: every token counts as expired. */
  sessionExpired: boolean;
}

/** The input and the handler, for a caller already resolved (answer-request.ts checks the session before reading a multipart body). */
export async function runHandler(world: CallWorld, arrival: CallArrival, userId: number | null): Promise<unknown> {
  const call: CallDefinition = calls[arrival.name];
  const input = parseWith(call.request, arrival.payload);
  const handler = handlers[arrival.name] as (input: unknown, ctx: CallContext) => unknown;
  return handler(input, {
    state: world.state,
    now: arrival.now,
    userId,
    token: arrival.token,
    language: arrival.language,
    origin: arrival.origin,
    ...(arrival.walletOrigin ? { walletOrigin: arrival.walletOrigin } : {}),
    sessionTtlMs: arrival.sessionTtlMs,
    saveUpload: arrival.saveUpload,
  });
}

/** The caller of a call: null for a visitor; a token-required call without a live session is refused with 201. */
export function callerOf(call: CallDefinition, world: CallWorld, token: string | null, now: Date): number | null {
  if (call.auth === 'none') return null;
  const userId = token !== null && !world.sessionExpired ? resolveToken(world.state, token, now) : null;
  if (userId === null && call.auth === 'required') throw sessionInvalid();
  return userId;
}

/** The Authorization header holds the token as is (spec §7); a 'Bearer ' prefix is tolerated. */
export function tokenOf(header: string | null | undefined): string | null {
  const value = header?.trim();
  if (!value) return null;
  return value.replace(/^Bearer\s+/i, '') || null;
}

/** The handler's data checked against the contract: the issues when the mock itself drifted (a bug, answered 500). */
export function dataDrift(name: CallName, data: unknown): z.core.$ZodIssue[] | null {
  const result = calls[name].data.safeParse(data);
  return result.success ? null : result.error.issues;
}

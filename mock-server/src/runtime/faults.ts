import { type CallName, callNames, codes } from '@tours/contract';
import { z } from 'zod';
import { DomainError, developerRefusal } from '../domain/index.js';
import { en } from '../domain/messages/en.js';

/** An injected misbehaviour of one call (or of every call, under the name '*'). */
export interface Fault {
  delayMs: number;
  /** Envelope code to answer instead of running the call; null = only the delay. */
  errorCode: number | null;
  errorMessage: string;
  /** Share of requests that fail, 0..1. */
  failureRate: number;
}
export type FaultKey = CallName | '*';
export type Faults = Partial<Record<FaultKey, Fault>>;

/** What holds faults: a Fastify world or the browser preview's world. */
export interface FaultHolder {
  faults: Faults;
}

const faultKeys = ['*', ...callNames] as [FaultKey, ...FaultKey[]];

const delayMs = z.number().int().min(0).max(120_000);
const errorCode = z.number().int().min(201).max(999).nullable();
const errorMessage = z.string().max(500);
const failureRate = z.number().min(0).max(1);

/** POST /__mock/session-expired: the 201 switch. */
export const sessionExpiredInput = z.object({ enabled: z.boolean() });

/** POST /__mock/faults: `call` is a registry name, or '*' for every call. */
export const faultInput = z.object({
  call: z.enum(faultKeys),
  delayMs: delayMs.default(0),
  errorCode: errorCode.default(null),
  errorMessage: errorMessage.default(en['fault.injected']),
  failureRate: failureRate.default(1),
});

/** A world's faults as a state file holds them: the same bounds as the endpoint, every field present. */
export const faultsSchema = z.partialRecord(z.enum(faultKeys), z.object({ delayMs, errorCode, errorMessage, failureRate }));

export function setFault(world: FaultHolder, input: z.output<typeof faultInput>): Fault {
  const { call, ...fault } = input;
  world.faults[call] = fault;
  return fault;
}

// A timer promise rather than node:timers, so the browser preview runs the same code.
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Delays with a timer (the event loop keeps serving), then fails the request if the dice say so. Only
 * the world's own entries count: a fault inherited through a polluted prototype must never apply.
 */
export async function applyFault(world: FaultHolder, call: FaultKey): Promise<void> {
  const fault = ownFault(world, call) ?? ownFault(world, '*');
  if (!fault) return;
  if (fault.delayMs > 0) await sleep(fault.delayMs);
  if (fault.errorCode !== null && Math.random() < fault.failureRate) {
    // The default words are the catalogue's, said in the caller's language; a person's own words are said as given.
    const own = fault.errorMessage && fault.errorMessage !== en['fault.injected'];
    throw new DomainError(fault.errorCode, own ? { key: 'verbatim', values: { text: fault.errorMessage } } : { key: 'fault.injected' });
  }
}

/** Only the world's own entries, so 'toString' or an inherited '*' does not find Object.prototype's. */
function ownFault(world: FaultHolder, call: string): Fault | undefined {
  return Object.hasOwn(world.faults, call) ? world.faults[call as FaultKey] : undefined;
}

/** DELETE /__mock/faults/:call: the refusal names the call when it has no fault. */
export function clearFault(world: FaultHolder, call: string): void {
  if (!ownFault(world, call)) throw developerRefusal(codes.notFound, `No fault is set on ${call}`);
  delete world.faults[call as FaultKey];
}

import { setTimeout as sleep } from 'node:timers/promises';
import { callNames, codes } from '@tours/contract';
import { z } from 'zod';
import { DomainError } from '../domain/index.js';
import type { Fault, FaultKey, World } from './worlds.js';

const faultKeys = ['*', ...callNames] as [FaultKey, ...FaultKey[]];

const delayMs = z.number().int().min(0).max(120_000);
const errorCode = z.number().int().min(201).max(999).nullable();
const errorMessage = z.string().max(500);
const failureRate = z.number().min(0).max(1);

/** POST /__mock/faults: `call` is a registry name, or '*' for every call. */
export const faultInput = z.object({
  call: z.enum(faultKeys),
  delayMs: delayMs.default(0),
  errorCode: errorCode.default(null),
  errorMessage: errorMessage.default('Injected fault'),
  failureRate: failureRate.default(1),
});

/** A world's faults as a state file holds them: the same bounds as the endpoint, every field present. */
export const faultsSchema = z.partialRecord(z.enum(faultKeys), z.object({ delayMs, errorCode, errorMessage, failureRate }));

export function setFault(world: World, input: z.output<typeof faultInput>): Fault {
  const { call, ...fault } = input;
  world.faults[call] = fault;
  return fault;
}

/** Delays with a timer (the event loop keeps serving), then fails the request if the dice say so. */
export async function applyFault(world: World, call: FaultKey): Promise<void> {
  const fault = world.faults[call] ?? world.faults['*'];
  if (!fault) return;
  if (fault.delayMs > 0) await sleep(fault.delayMs);
  if (fault.errorCode !== null && Math.random() < fault.failureRate) {
    throw new DomainError(fault.errorCode, fault.errorMessage || `Injected fault ${codes.serverError}`);
  }
}

/**
 * For names from a URL: only the world's own entries, so 'toString' does not find Object.prototype's.
 * applyFault needs no such check: it only looks up registry names and '*'.
 */
export function ownFault(world: World, call: string): Fault | undefined {
  return Object.hasOwn(world.faults, call) ? world.faults[call as FaultKey] : undefined;
}

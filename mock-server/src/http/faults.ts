import { setTimeout as sleep } from 'node:timers/promises';
import { callNames, codes } from '@tours/contract';
import { z } from 'zod';
import { DomainError } from '../domain/index.js';
import type { Fault, FaultKey, World } from './worlds.js';

const faultKeys = ['*', ...callNames] as [FaultKey, ...FaultKey[]];

/** POST /__mock/faults: `call` is a registry name, or '*' for every call. */
export const faultInput = z.object({
  call: z.enum(faultKeys),
  delayMs: z.number().int().min(0).max(120_000).default(0),
  errorCode: z.number().int().min(201).max(999).nullable().default(null),
  errorMessage: z.string().max(500).default('Injected fault'),
  failureRate: z.number().min(0).max(1).default(1),
});

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

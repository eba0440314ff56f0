import type { State } from '../domain/state.js';
import { startOfDayMs } from '../domain/time.js';
import { buildSeed } from '../seed/index.js';

export interface CreateStateOptions {
  /** Default 1. */
  seed?: number;
  /** Number of tours; default 200. */
  scale?: number;
  now: Date;
}

export const DEFAULT_SEED = 1;
export const DEFAULT_SCALE = 200;

/**
 * A freshly seeded world. Deterministic: the same seed on the same (UTC) day gives the same data,
 * because every seeded date is relative to that day's midnight rather than to the exact clock.
 */
export function createState({ seed = DEFAULT_SEED, scale = DEFAULT_SCALE, now }: CreateStateOptions): State {
  if (!Number.isInteger(scale) || scale < 1) throw new RangeError('scale must be a positive integer');
  if (!Number.isInteger(seed)) throw new RangeError('seed must be an integer');
  return buildSeed({ seed, scale, dayStartMs: startOfDayMs(now) });
}

import type { State } from '../domain/index.js';
import { createState } from '../world/index.js';

/** What a freshly seeded State was built from: the same three give the same data (create-state.ts). */
export interface SeedOrigin {
  seed: number;
  scale: number;
  /** The clock reading it was seeded at: seeded dates are relative to that day. */
  seededAt: string;
}

/**
 * States that are their seed plus tracked changes. The state file stores only the origin and the changed
 * rows of these, since the catalogue (100,000 tours at --scale 100000) can be rebuilt instead of written.
 */
const origins = new WeakMap<State, SeedOrigin>();

export const originOf = (state: State): SeedOrigin | undefined => origins.get(state);

export function seededState(options: { seed?: number; scale?: number; now: Date }): State {
  const state = createState(options);
  origins.set(state, { seed: state.seed, scale: state.scale, seededAt: options.now.toISOString() });
  return state;
}

/** An independent copy that keeps the origin: copying is far cheaper than seeding again. */
export function copySeeded(state: State): State {
  const copy = structuredClone(state);
  const origin = origins.get(state);
  if (origin) origins.set(copy, origin);
  return copy;
}

const built = new Map<string, State>();

/**
 * The origin's data, seeded again. `shared`: other worlds start from the same origin, so each gets a copy
 * of one seeding (20 worlds of one seed start fast); a lone world takes the seeded state itself.
 */
export function rebuild(origin: SeedOrigin, shared: boolean): State {
  if (!shared) {
    const state = createState({ seed: origin.seed, scale: origin.scale, now: new Date(origin.seededAt) });
    origins.set(state, origin);
    return state;
  }
  const key = `${origin.seed}/${origin.scale}/${origin.seededAt.slice(0, 10)}`;
  let pristine = built.get(key);
  if (!pristine) {
    pristine = seededState({ seed: origin.seed, scale: origin.scale, now: new Date(origin.seededAt) });
    built.set(key, pristine);
  }
  const copy = structuredClone(pristine);
  origins.set(copy, origin);
  return copy;
}

/** Drops the seeded originals once start-up has copied them: at --scale 100000 each is tens of MB. */
export function forgetRebuilt(): void {
  built.clear();
}

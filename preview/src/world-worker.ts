/// <reference lib="webworker" />

import type { SeedRequest, WorldSnapshot } from '../../mock-server/src/msw/index.js';
import { seedHere } from '../../mock-server/src/msw/seed-here.js';
import { importedState } from '../../mock-server/src/runtime/state-import.js';
import { DEFAULT_SCALE, DEFAULT_SEED } from '../../mock-server/src/world/index.js';
import { loadSnapshot, saveSnapshot } from './world-store.js';

/**
 * The preview's seeding and loading, off the page's main thread: the seed (faker and the catalogue) and the
 * state's schema are only ever downloaded and run here. `open` answers the saved world, checked as an
 * import is (an older preview's world, or a damaged one, is seeded again), or a new one, saved before it is
 * answered so the next visit loads it. `seed` answers a fresh state for a reset.
 */
export type WorldWorkerRequest =
  | { kind: 'open'; storeName: string; now: number }
  | { kind: 'seed'; seed: number; scale: number; now: number };

export type WorldWorkerAnswer =
  | { kind: 'opened'; snapshot: WorldSnapshot; seeded: boolean }
  | { kind: 'seeded'; state: WorldSnapshot['state'] }
  | { kind: 'failed'; message: string };

const seed = (request: SeedRequest) => seedHere(request);

async function open(storeName: string, now: Date): Promise<WorldWorkerAnswer> {
  const saved = await loadSnapshot(storeName).catch(() => null);
  if (saved) {
    try {
      return { kind: 'opened', snapshot: { ...saved, state: importedState(saved.state) }, seeded: false };
    } catch {
      // Seeded again below: a world that no longer fits the state's shape would fail every call.
    }
  }
  const snapshot: WorldSnapshot = {
    state: await seed({ seed: DEFAULT_SEED, scale: DEFAULT_SCALE, now }),
    clockOffsetMs: 0,
    faults: {},
    sessionExpired: false,
    uploads: [],
  };
  await saveSnapshot(storeName, snapshot);
  return { kind: 'opened', snapshot, seeded: true };
}

async function answer(request: WorldWorkerRequest): Promise<WorldWorkerAnswer> {
  if (request.kind === 'open') return open(request.storeName, new Date(request.now));
  return { kind: 'seeded', state: await seed({ seed: request.seed, scale: request.scale, now: new Date(request.now) }) };
}

self.onmessage = async ({ data }: MessageEvent<WorldWorkerRequest>) => {
  const reply = await answer(data).catch((error: unknown): WorldWorkerAnswer => ({ kind: 'failed', message: String(error) }));
  self.postMessage(reply);
};

import type { WorldSnapshot } from '@tours/mock-server/browser';
import { createStore, del, get, keys, set } from 'idb-keyval';

/** Bumped when a snapshot's envelope changes; a saved world of another format is made again. */
const SNAPSHOT_FORMAT = 1;
const WORLD_KEY = 'world';

export interface SavedWorld {
  format: number;
  /** The preview build that saved it (every saved world is checked all the same: preview-world.ts). */
  build: string;
  savedAt: string;
  snapshot: WorldSnapshot;
}

/**
 * One IndexedDB database per preview address: two previews on one origin (GitHub Pages serves every project
 * of an account from one) must not share a world. idb-keyval stores values by structured clone, so a world
 * goes in and out whole, uploads (bytes) included, with no JSON round trip.
 */
export const storeNameFor = (basePath: string) => `tours-preview:${basePath || '/'}`;

const stores = new Map<string, ReturnType<typeof createStore>>();
function storeOf(name: string) {
  let store = stores.get(name);
  if (!store) {
    store = createStore(name, 'worlds');
    stores.set(name, store);
  }
  return store;
}

export async function loadSaved(storeName: string): Promise<SavedWorld | null> {
  const saved = await get<SavedWorld>(WORLD_KEY, storeOf(storeName));
  return saved?.format === SNAPSHOT_FORMAT ? saved : null;
}

/** Whether a world was ever saved: read by its key alone, without the world itself (a navigation asks it). */
export async function hasSaved(storeName: string): Promise<boolean> {
  return (await keys(storeOf(storeName))).includes(WORLD_KEY);
}

export function saveSnapshot(storeName: string, build: string, snapshot: WorldSnapshot): Promise<void> {
  const saved: SavedWorld = { format: SNAPSHOT_FORMAT, build, savedAt: new Date().toISOString(), snapshot };
  return set(WORLD_KEY, saved, storeOf(storeName));
}

/** Forgets the saved world: the next visit starts from today's. */
export function dropSaved(storeName: string): Promise<void> {
  return del(WORLD_KEY, storeOf(storeName));
}

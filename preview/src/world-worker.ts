/// <reference lib="webworker" />
import './worker-local-storage.js';
import { getResponse } from 'msw';
import { approveWalletPayment, cancelWalletPayment, getWalletPayment, redirectTarget } from '../../mock-server/src/domain/index.js';
import { BrowserWorld, freshSnapshot, mockHandlers, type WorldSnapshot } from '../../mock-server/src/msw/index.js';
import { seedHere } from '../../mock-server/src/msw/seed-here.js';
import { importedState } from '../../mock-server/src/runtime/state-import.js';
import { DEFAULT_SCALE, DEFAULT_SEED } from '../../mock-server/src/world/index.js';
import { type Numbered, sentResponse, type WorldAnswer, type WorldAsk } from './world-protocol.js';
import { loadSnapshot, saveSnapshot } from './world-store.js';

/**
 * The preview's world lives here, off the page's main thread, with the mock's own MSW handlers: the page's
 * handlers only forward what they catch (world-protocol.ts). Seeding, the contract checks of every request and
 * answer, and saving to IndexedDB all run here, so the page's thread is left to the shop.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
let world: BrowserWorld | null = null;
let handlers: ReturnType<typeof mockHandlers> = [];

async function savedOrSeeded(storeName: string, now: Date): Promise<{ snapshot: WorldSnapshot; seeded: boolean }> {
  const saved = await loadSnapshot(storeName).catch(() => null);
  if (saved) {
    try {
      return { snapshot: { ...saved, state: importedState(saved.state) }, seeded: false };
    } catch {
      // Seeded again below: a world that no longer fits the state's shape (an older preview's) would fail every call.
    }
  }
  const snapshot = freshSnapshot(await seedHere({ seed: DEFAULT_SEED, scale: DEFAULT_SCALE, now }));
  await saveSnapshot(storeName, snapshot);
  return { snapshot, seeded: true };
}

/**
 * Every tab has its own worker and copy of the world; a tab that saves tells the others, which load the saved
 * world and tell their page to refetch, so two tabs never overwrite each other's orders with stale copies.
 */
function shareChanges(storeName: string, opened: BrowserWorld): BroadcastChannel {
  const channel = new BroadcastChannel(`${storeName}:saved`);
  channel.onmessage = async () => {
    const saved = await loadSnapshot(storeName).catch(() => null);
    if (!saved) return;
    opened.adopt(saved);
    scope.postMessage({ id: 0, message: { kind: 'changed-elsewhere' } } satisfies Numbered<WorldAnswer>);
  };
  return channel;
}

async function open(storeName: string, basePath: string, now: Date): Promise<WorldAnswer> {
  const { snapshot, seeded } = await savedOrSeeded(storeName, now);
  const opened = BrowserWorld.restored(snapshot, seedHere);
  const channel = shareChanges(storeName, opened);
  // Saved before each answer that may have changed it, so a reload or the wallet's redirect finds it as it was.
  opened.onChange = async (changed) => {
    try {
      await saveSnapshot(storeName, changed.snapshot());
      channel.postMessage('saved');
    } catch (error) {
      console.error('The preview could not save its world to IndexedDB; it answers from memory until a reload', error);
    }
  };
  world = opened;
  handlers = mockHandlers(opened, { basePath });
  return { kind: 'opened', seeded };
}

function opened(): BrowserWorld {
  if (!world) throw new Error('the world is not open yet');
  return world;
}

async function answer(ask: WorldAsk): Promise<WorldAnswer> {
  switch (ask.kind) {
    case 'open':
      return open(ask.storeName, ask.basePath, new Date(ask.now));
    case 'fetch': {
      opened();
      const { url, method, headers, body } = ask.request;
      const response = await getResponse(handlers, new Request(url, { method, headers, body }));
      return { kind: 'response', response: response ? await sentResponse(response) : null };
    }
    case 'wallet-view': {
      const current = opened();
      current.tick();
      return { kind: 'wallet-view', payment: ask.token ? getWalletPayment(current.state, ask.token) : null };
    }
    case 'wallet-move': {
      const current = opened();
      const move = ask.move === 'approve' ? approveWalletPayment : cancelWalletPayment;
      const { redirectUrl } = move(current.state, ask.token, current.tick());
      await current.changed();
      return { kind: 'wallet-moved', redirectTo: redirectTarget(redirectUrl, ask.origin) };
    }
  }
}

scope.onmessage = async ({ data }: MessageEvent<Numbered<WorldAsk>>) => {
  const reply = await answer(data.message).catch(
    (error: unknown): WorldAnswer => ({
      kind: 'failed',
      message: error instanceof Error ? error.message : String(error),
    }),
  );
  const transfer = reply.kind === 'response' && reply.response ? [reply.response.body] : [];
  scope.postMessage({ id: data.id, message: reply } satisfies Numbered<WorldAnswer>, transfer);
};

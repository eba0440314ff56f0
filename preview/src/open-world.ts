import { BrowserWorld, type Seeder } from '../../mock-server/src/msw/index.js';
import { saveSnapshot, storeNameFor } from './world-store.js';
import type { WorldWorkerAnswer, WorldWorkerRequest } from './world-worker.js';

/** One request at a time to the worker, answered in order. */
function askWorker(worker: Worker) {
  let queue: Promise<unknown> = Promise.resolve();
  return (request: WorldWorkerRequest): Promise<WorldWorkerAnswer> => {
    const asked = queue.then(
      () =>
        new Promise<WorldWorkerAnswer>((resolve, reject) => {
          worker.onmessage = ({ data }: MessageEvent<WorldWorkerAnswer>) => resolve(data);
          worker.onerror = (event) => reject(new Error(event.message || 'the world worker failed'));
          worker.postMessage(request);
        }),
    );
    queue = asked.catch(() => undefined);
    return asked;
  };
}

/**
 * The visitor's world: loaded from IndexedDB (or seeded, the first time in this browser) by a Web Worker, then
 * kept in the page, where the MSW handlers answer from it. Every answer that may have changed it is saved
 * before it is given (BrowserWorld.onChange), so a reload or the wallet's redirect finds it as it was.
 */
export async function openWorld(basePath: string): Promise<BrowserWorld> {
  const storeName = storeNameFor(basePath);
  const ask = askWorker(new Worker(new URL('./world-worker.ts', import.meta.url), { type: 'module', name: 'tours-preview-world' }));
  const seeder: Seeder = async ({ seed, scale, now }) => {
    const reply = await ask({ kind: 'seed', seed, scale, now: now.getTime() });
    if (reply.kind !== 'seeded') throw new Error(reply.kind === 'failed' ? reply.message : 'unexpected answer from the world worker');
    return reply.state;
  };
  const opened = await ask({ kind: 'open', storeName, now: Date.now() });
  if (opened.kind !== 'opened') throw new Error(opened.kind === 'failed' ? opened.message : 'unexpected answer from the world worker');
  const world = BrowserWorld.restored(opened.snapshot, seeder);
  world.onChange = (changed) =>
    saveSnapshot(storeName, changed.snapshot()).catch((error: unknown) => {
      // The world still answers from memory; only a reload would lose this change.
      console.error('The preview could not save its world to IndexedDB', error);
    });
  return world;
}

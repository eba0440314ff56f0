import { BrowserWorld, freshSnapshot, type Seeder, type WorldSnapshot } from '../../mock-server/src/browser/index.js';
import type { State } from '../../mock-server/src/domain/index.js';
import { importedState } from '../../mock-server/src/runtime/state-import.js';
import { loadSaved, saveSnapshot } from './world-store.js';

/**
 * The visitor's one world, held by the service worker for every tab of the preview: loaded from IndexedDB, or made
 * for today on the first visit. A fresh world is the same for everyone on a day, so it is written only when an
 * answer first changes it; from then on every change is saved before it is answered. The browser stops an idle
 * service worker; the next request opens the world again from IndexedDB, where nothing answered was lost.
 */
export class PreviewWorld {
  private opening: Promise<BrowserWorld> | null = null;
  /** Counts the saves, so an answer can tell whether it changed the world (then the other tabs refetch). */
  saves = 0;

  /** A reset makes today's world again, whatever seed and scale an imported world had: the preview ships one world. */
  private readonly seeder: Seeder = ({ now }) => this.todaysWorld(now);

  constructor(
    private readonly storeName: string,
    private readonly todaysWorld: (now: Date) => Promise<State>,
    private readonly build: string,
  ) {}

  open(): Promise<BrowserWorld> {
    this.opening ??= this.load().catch((error: unknown) => {
      this.opening = null;
      throw error;
    });
    return this.opening;
  }

  private async load(): Promise<BrowserWorld> {
    const snapshot = (await this.saved()) ?? freshSnapshot(await this.todaysWorld(new Date()));
    const world = BrowserWorld.restored(snapshot, this.seeder);
    world.onChange = async (changed) => {
      try {
        await saveSnapshot(this.storeName, this.build, changed.snapshot());
      } catch (error) {
        console.error('The preview could not save its world to IndexedDB; it answers from memory until the browser stops it', error);
      }
      this.saves += 1;
    };
    return world;
  }

  /** The saved world; one saved by another build is checked as an import is, and made again when it no longer fits. */
  private async saved(): Promise<WorldSnapshot | null> {
    const saved = await loadSaved(this.storeName).catch(() => null);
    if (!saved) return null;
    if (saved.build === this.build) return saved.snapshot;
    try {
      return { ...saved.snapshot, state: importedState(saved.snapshot.state) };
    } catch {
      return null;
    }
  }
}

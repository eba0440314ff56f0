import { BrowserWorld, checkedSnapshot, freshSnapshot, type Seeder, type WorldSnapshot } from '@tours/mock-server/browser';
import type { State } from '@tours/mock-server/domain';
import { dropSaved, loadSaved, saveSnapshot } from './world-store.js';

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
  /** What the visitor should be told and has not been yet (a saved world that was made again), for the page to show. */
  private notices: string[] = [];

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

  /** The notices since the last call, once: the page that asks shows them. */
  takeNotices(): string[] {
    return this.notices.splice(0);
  }

  /**
   * The saved world, checked as an import is whichever build saved it (any page of the origin can write IndexedDB).
   * One that does not fit is deleted, so the visitor is told once, and today's world is made in its place.
   */
  private async saved(): Promise<WorldSnapshot | null> {
    const saved = await loadSaved(this.storeName).catch(() => null);
    if (!saved) return null;
    try {
      return checkedSnapshot(saved.snapshot);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const notice = `The preview's saved world could not be used (${reason}); it starts again from today's world.`;
      console.warn(notice);
      this.notices.push(notice);
      await dropSaved(this.storeName).catch(() => {});
      return null;
    }
  }
}

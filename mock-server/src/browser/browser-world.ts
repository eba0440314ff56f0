import { type State, tick } from '../domain/index.js';
import type { CallWorld } from '../runtime/answer-call.js';
import { type ClockHolder, clockNow } from '../runtime/clock.js';
import type { FaultHolder, Faults } from '../runtime/faults.js';
import type { Override, OverrideHolder } from '../runtime/overrides.js';
import { type ShelvedUpload, UploadShelf } from './upload-shelf.js';

/**
 * The name the Node mock gives the world a request reaches without X-Mock-World; the preview has only
 * that one, and its control-plane answers name it the same, so the two adapters answer alike.
 */
const PREVIEW_WORLD = 'default';

export interface SeedRequest {
  seed: number;
  scale: number;
  /** The clock reading to seed at (seeded dates are relative to its day). */
  now: Date;
}

/**
 * Builds a seeded state. Injected rather than imported: the seed and faker are most of the mock's code, and
 * the preview runs them in a Web Worker, so the page's main thread neither downloads nor runs them.
 */
export type Seeder = (request: SeedRequest) => Promise<State>;

/** Everything a world is, as plain data a structured clone (IndexedDB, postMessage) keeps whole. */
export interface WorldSnapshot {
  state: State;
  clockOffsetMs: number;
  faults: Faults;
  overrides: Override[];
  sessionExpired: boolean;
  uploads: ShelvedUpload[];
}

/** A world just seeded: its state, with the clock, faults, overrides, the 201 switch and uploads as a reset leaves them. */
export const freshSnapshot = (state: State): WorldSnapshot => ({
  state,
  clockOffsetMs: 0,
  faults: {},
  overrides: [],
  sessionExpired: false,
  uploads: [],
});

/**
 * The one world of the browser preview: what the Node mock's WorldStore keeps per world (state, clock
 * offset, faults, overrides, the 201 switch), with uploads held in memory, since a page has no file system.
 * `onChange` runs after every answer that may have changed it; the preview saves the world there, and the
 * answer waits for the save, so a page that navigates away right after (the wallet's redirect) loses nothing.
 */
export class BrowserWorld implements CallWorld, ClockHolder, FaultHolder, OverrideHolder {
  readonly name = PREVIEW_WORLD;
  clockOffsetMs = 0;
  faults: Faults = {};
  overrides: Override[] = [];
  sessionExpired = false;
  readonly uploads = new UploadShelf();
  onChange: (world: BrowserWorld) => Promise<void> = async () => {};

  constructor(
    public state: State,
    private readonly seeder: Seeder,
  ) {}

  /** A world seeded now, with seed and scale as the Node mock's defaults unless given. */
  static async seeded(seeder: Seeder, request: SeedRequest): Promise<BrowserWorld> {
    return new BrowserWorld(await seeder(request), seeder);
  }

  /** A world as a snapshot left it. */
  static restored(snapshot: WorldSnapshot, seeder: Seeder): BrowserWorld {
    const world = new BrowserWorld(snapshot.state, seeder);
    world.adopt(snapshot);
    return world;
  }

  /** Becomes what the snapshot holds: what another tab's copy of this world saved. */
  adopt(snapshot: WorldSnapshot): void {
    this.state = snapshot.state;
    this.clockOffsetMs = snapshot.clockOffsetMs;
    this.faults = snapshot.faults;
    this.overrides = snapshot.overrides;
    this.sessionExpired = snapshot.sessionExpired;
    this.uploads.restore(snapshot.uploads);
  }

  snapshot(): WorldSnapshot {
    const { state, clockOffsetMs, faults, overrides, sessionExpired } = this;
    return { state, clockOffsetMs, faults, overrides, sessionExpired, uploads: this.uploads.entries() };
  }

  now(): Date {
    return clockNow(this);
  }

  /** Applies the transitions that fell due on the world's clock (holds expiring, trips completing) and returns the reading. */
  tick(): Date {
    const now = this.now();
    tick(this.state, now);
    return now;
  }

  /** POST /__mock/reset, as WorldStore.reset: the same seed and scale seeded again today, clock, faults, overrides, switch and uploads cleared. */
  async reset(): Promise<void> {
    this.adopt(freshSnapshot(await this.seeder({ seed: this.state.seed, scale: this.state.scale, now: new Date() })));
  }

  /** Tells the owner (the preview's store) that an answer may have changed the world. */
  changed(): Promise<void> {
    return this.onChange(this);
  }
}

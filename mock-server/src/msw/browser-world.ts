import { type State, tick } from '../domain/index.js';
import type { CallWorld } from '../runtime/answer-call.js';
import { type ClockHolder, clockNow } from '../runtime/clock.js';
import type { FaultHolder, Faults } from '../runtime/faults.js';
import { createState, DEFAULT_SCALE, DEFAULT_SEED } from '../world/index.js';
import { UploadShelf } from './upload-shelf.js';

/**
 * The name the Node mock gives the world a request reaches without X-Mock-World; the preview has only
 * that one, and its control-plane answers name it the same, so the two adapters answer alike.
 */
export const PREVIEW_WORLD = 'default';

export interface BrowserWorldOptions {
  seed?: number;
  scale?: number;
  /** The clock reading to seed at (seeded dates are relative to its day); default the real time. */
  now?: Date;
}

/**
 * The one world of the browser preview: what the Node mock's WorldStore keeps per world (state, clock
 * offset, faults, the 201 switch), with uploads held in memory, since a page has no file system.
 */
export class BrowserWorld implements CallWorld, ClockHolder, FaultHolder {
  readonly name = PREVIEW_WORLD;
  state: State;
  clockOffsetMs = 0;
  faults: Faults = {};
  sessionExpired = false;
  readonly uploads = new UploadShelf();

  constructor(options: BrowserWorldOptions = {}) {
    this.state = createState({ seed: options.seed ?? DEFAULT_SEED, scale: options.scale ?? DEFAULT_SCALE, now: options.now ?? new Date() });
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

  /** POST /__mock/reset, as WorldStore.reset: the same seed and scale seeded again today, clock, faults, switch and uploads cleared. */
  reset(): void {
    this.state = createState({ seed: this.state.seed, scale: this.state.scale, now: new Date() });
    this.clockOffsetMs = 0;
    this.faults = {};
    this.sessionExpired = false;
    this.uploads.clear();
  }
}

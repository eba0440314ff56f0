import v8 from 'node:v8';
import { codes } from '@tours/contract';
import type { FastifyRequest } from 'fastify';
import { type DomainError, developerRefusal, notFound, type State, tick } from '../domain/index.js';
import { clockNow } from '../runtime/clock.js';
import type { Faults } from '../runtime/faults.js';
import type { Override } from '../runtime/overrides.js';
import { BrokenWorldError } from './broken-world.js';
import { trackerOf } from './change-tracker.js';
import type { JournalEntry } from './journal.js';
import { copySeeded, seededState } from './seed-origin.js';

/** One isolated copy of the shop: its data, its clock, its faults, its answer overrides and its request journal. */
export interface World {
  name: string;
  state: State;
  /** The world's clock is real time plus this offset, so time keeps flowing after an advance. */
  clockOffsetMs: number;
  faults: Faults;
  /** Answers set on the control plane instead of the domain's (runtime/overrides.ts). */
  overrides: Override[];
  /** Every token is treated as expired: required calls answer 201, optional ones serve a visitor. */
  sessionExpired: boolean;
  journal: JournalEntry[];
}

/** What survives a restart: everything but the journal, which is a debugging aid. */
export type PersistedWorld = Omit<World, 'journal' | 'name'>;
export interface PersistedWorlds {
  version: 1;
  worlds: Record<string, PersistedWorld>;
}
/**
 * A saved world whose state is built from its files on first use (persistence.ts), so start-up does not
 * build them all. `load` throws when the files cannot be built into a world: the world is then broken.
 */
export interface DeferredWorld extends Omit<PersistedWorld, 'state'> {
  load: () => State;
  /** What a reset goes back to without building the world (null when its files do not say). */
  seed: SeedOptions | null;
}
export interface SavedWorlds {
  worlds: Record<string, PersistedWorld | DeferredWorld>;
}

/** Worlds whose state is still only in their files: reading `world.state` builds it. */
const pending = new WeakSet<World>();
export const isPending = (world: World): boolean => pending.has(world);
/** Deferred worlds whose files could not be built: they stay pending until a state is assigned (a repair). */
const broken = new WeakMap<World, BrokenWorldError>();
export const brokenOf = (world: World): BrokenWorldError | null => broken.get(world) ?? null;
const savedSeeds = new WeakMap<World, SeedOptions>();

export const DEFAULT_WORLD = 'default';
const WORLD_HEADER = 'x-mock-world';
export const WORLD_COOKIE = 'mock-world';
export const WORLD_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** Each world holds a whole seeded catalogue; the cap keeps a runaway test suite from exhausting memory. */
const MAX_WORLDS = 100;
/**
 * A count alone does not bound memory (a world reseeded at scale 1000 or imported from a large file is
 * hundreds of MB), so new worlds and imports also stop once the heap holds this share of V8's limit,
 * leaving the rest for answering requests.
 */
export const HEAP_SHARE_LIMIT = 0.7;

export interface SeedOptions {
  seed?: number;
  scale?: number;
}

export class WorldStore {
  private readonly worlds = new Map<string, World>();
  /** Freshly seeded state that new worlds copy, built on first use so a server without worlds pays nothing. */
  private pristine: State | undefined;

  private readonly discardListeners: ((name: string) => void)[] = [];
  private readonly loadListeners: ((world: World) => void)[] = [];
  /**
   * Set by the state file's hooks (persistence-hooks.ts): only then must a tick's changes be tracked.
   * Without a state file nothing ever takes them, so a tick through the proxy would only cost time.
   */
  trackTicks = false;

  constructor(private readonly seed: SeedOptions) {}

  /** Told when a world's data is thrown away (delete, reset, reseed), so what it owns elsewhere (its uploads) goes too. */
  onDiscard(listener: (name: string) => void): void {
    this.discardListeners.push(listener);
  }

  /** Told when a deferred world's state has just been built, before the reader gets it (persistence tracks it). */
  onLoad(listener: (world: World) => void): void {
    this.loadListeners.push(listener);
  }

  /** Starts from a persisted snapshot when there is one, otherwise seeds the default world. */
  init(saved: SavedWorlds | null): void {
    for (const [name, world] of Object.entries(saved?.worlds ?? {})) this.worlds.set(name, this.stored(name, world));
    if (!this.worlds.has(DEFAULT_WORLD)) {
      this.worlds.set(DEFAULT_WORLD, blankWorld(DEFAULT_WORLD, seededState({ ...this.seed, now: new Date() })));
    }
  }

  now(world: World): Date {
    return clockNow(world);
  }

  /**
   * Applies the transitions that fell due on the world's clock, and returns that clock reading. With a
   * state file, through the change tracker: what a read's tick changed is written with the world's next write (a restart
   * before that ticks the same rows again, so nothing is lost by not writing it now).
   */
  tick(world: World): Date {
    const now = this.now(world);
    tick(this.trackTicks ? trackerOf(world.state).proxy : world.state, now);
    return now;
  }

  /** The world of that name, if there is one (no error: for hooks that answer either way). */
  find(name: string): World | undefined {
    return this.worlds.get(name);
  }

  /**
   * The world of that name, built if it was deferred. A broken world throws its BrokenWorldError, so
   * every route but the repairs answers it before changing anything.
   */
  get(name: string): World {
    const world = this.toRepair(name);
    if (isPending(world)) void world.state;
    return world;
  }

  /** The world a request addresses: header X-Mock-World, else cookie mock-world, else the default world. */
  forRequest(request: FastifyRequest): World {
    return this.get(worldNameOf(request));
  }

  /** The world of that name, broken or not, left unbuilt: for the routes that replace its data (reset, reseed, import). */
  toRepair(name: string): World {
    const world = this.find(name);
    if (!world) throw notFound('world.unknown', { name });
    return world;
  }

  list(): World[] {
    return [...this.worlds.values()];
  }

  create(name: string): World {
    if (!WORLD_NAME.test(name))
      throw developerRefusal(codes.badRequest, 'name: must be 1-64 letters, digits, - or _, starting with a letter or digit', 'name');
    if (this.worlds.has(name)) throw developerRefusal(codes.conflict, `name: world "${name}" already exists`, 'name');
    if (this.worlds.size >= MAX_WORLDS) {
      throw developerRefusal(
        codes.conflict,
        `name: at most ${MAX_WORLDS} worlds; delete some first (DELETE /__mock/worlds/<name>)`,
        'name',
      );
    }
    const refusal = heapRefusal('a new world');
    if (refusal) throw refusal;
    this.pristine ??= seededState({ ...this.seed, now: new Date() });
    const world = blankWorld(name, copySeeded(this.pristine));
    this.worlds.set(name, world);
    return world;
  }

  delete(name: string): void {
    if (name === DEFAULT_WORLD)
      throw developerRefusal(codes.badRequest, 'name: the default world cannot be deleted; reset it instead', 'name');
    if (!this.worlds.delete(name)) throw developerRefusal(codes.notFound, `Unknown mock world "${name}"`);
    this.discarded(name);
  }

  /** Back to the world's seed: data, clock, faults, overrides, session switch and journal. */
  reset(world: World): void {
    // An unbuilt or broken world is not built for this: its files named its seed.
    const seed = isPending(world) ? (savedSeeds.get(world) ?? this.seed) : { seed: world.state.seed, scale: world.state.scale };
    this.reseed(world, seed);
  }

  reseed(world: World, seed: SeedOptions): void {
    world.clockOffsetMs = 0;
    world.state = seededState({ ...seed, now: new Date() });
    world.faults = {};
    world.overrides = [];
    world.sessionExpired = false;
    world.journal = [];
    this.discarded(world.name);
  }

  /**
   * A saved world; a deferred one gets a `state` accessor that builds the state on first read (and
   * tells the load listeners), while assigning a state (reset, import, rollback) simply replaces it.
   */
  private stored(name: string, saved: PersistedWorld | DeferredWorld): World {
    if (!('load' in saved)) return { ...saved, name, journal: [] };
    const { clockOffsetMs, faults, overrides, sessionExpired, load, seed } = saved;
    const listeners = this.loadListeners;
    let state: State | undefined;
    const world: World = {
      name,
      clockOffsetMs,
      faults,
      overrides,
      sessionExpired,
      journal: [],
      get state(): State {
        if (state === undefined) {
          state = loadOrBreak(world, load);
          pending.delete(world);
          for (const listener of listeners) listener(world);
        }
        return state;
      },
      set state(value: State) {
        state = value;
        pending.delete(world);
        broken.delete(world);
      },
    };
    pending.add(world);
    if (seed) savedSeeds.set(world, seed);
    return world;
  }

  private discarded(name: string): void {
    for (const listener of this.discardListeners) listener(name);
  }

  /** Puts back a world as the state file holds it (after a write that could not be saved), or drops it when the file has none. */
  restore(name: string, saved: PersistedWorld | null): void {
    const world = this.worlds.get(name);
    if (!saved) {
      if (name !== DEFAULT_WORLD) this.worlds.delete(name);
      else if (world) this.reset(world);
      return;
    }
    if (world) Object.assign(world, saved);
    else this.worlds.set(name, { ...saved, name, journal: [] });
  }
}

/** The refusal of `what` (a new world, an import) while the heap is above HEAP_SHARE_LIMIT of its limit, saying what to do. */
export function heapRefusal(what: string): DomainError | null {
  const { used_heap_size: used, heap_size_limit: limit } = v8.getHeapStatistics();
  if (used <= limit * HEAP_SHARE_LIMIT) return null;
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return developerRefusal(
    codes.conflict,
    `memory: no room for ${what}: the mock server's heap holds ${mb(used)} MB of its ${mb(limit)} MB limit, and new worlds and imports stop at ${HEAP_SHARE_LIMIT * 100}%. Delete worlds you no longer need (DELETE /__mock/worlds/<name>), or restart it with a larger heap (NODE_OPTIONS=--max-old-space-size=<MB>).`,
    'memory',
  );
}

/** The deferred world's state; a failure marks it broken and is thrown again on every later use, without reading its files again. */
function loadOrBreak(world: World, load: () => State): State {
  const known = broken.get(world);
  if (known) throw known;
  try {
    return load();
  } catch (error) {
    const failure = new BrokenWorldError(world.name, error instanceof Error ? error.message : String(error));
    broken.set(world, failure);
    throw failure;
  }
}

function blankWorld(name: string, state: State): World {
  return { name, state, clockOffsetMs: 0, faults: {}, overrides: [], sessionExpired: false, journal: [] };
}

export function worldNameOf(request: FastifyRequest): string {
  const header = request.headers[WORLD_HEADER];
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim();
  return fromHeader || request.cookies[WORLD_COOKIE] || DEFAULT_WORLD;
}

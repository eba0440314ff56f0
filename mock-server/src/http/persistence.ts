import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { State } from '../domain/index.js';
import { type Changes, trackerOf, unproxied } from './change-tracker.js';
import { forgetRebuilt, originOf } from './seed-origin.js';
import { baseOf, basePath, type FileWriter, logPath, nodeWriter, type Patch, type WorldMeta } from './world-files.js';
import {
  buildWorld,
  checkPersistedWorlds,
  type LoadedWorld,
  originCounts,
  readWorld,
  readWorldFiles,
  type WorldFiles,
  worldNames,
} from './world-loader.js';
import { isPending, type PersistedWorlds, type SavedWorlds, type World, type WorldStore } from './worlds.js';

/** A log is folded into a new base once it is past this size and larger than the base. */
const COMPACT_BYTES = 1024 * 1024;

/** What persistence knows of one world's files. */
interface Kept {
  /** Undefined while the world is deferred (not built yet): then only its meta can change. */
  state: State | undefined;
  generation: number;
  patch: Patch;
  logBytes: number;
  baseBytes: number;
  metaText: string;
  /** A failed write may have left a torn tail: the next write starts a new generation instead of appending. */
  broken: boolean;
}

/** A write that could not be saved; the worlds it names were put back as the files hold them. */
export class PersistError extends Error {}

/**
 * The --state-file. The file itself is a small manifest naming the folder beside it; the folder holds each
 * world as a base and a log of changed rows (world-files.ts). A write appends what it changed to its
 * world's log before the answer; a read writes nothing. See docs/decisions.md, "Persistence".
 */
export class StateFile {
  readonly dir: string;
  private readonly kept = new Map<string, Kept>();
  /** Worlds not built yet; the seeded originals they copy are kept until none is left (seed-origin.ts). */
  private readonly deferred = new Set<string>();

  constructor(
    readonly path: string,
    /** Public so a test can make it fail (a full disk) without filling one. */
    readonly writer: FileWriter = nodeWriter,
  ) {
    this.dir = join(dirname(path), `${basename(path)}.worlds`);
  }

  /**
   * The saved worlds, or null when there are none; a version 1 file is moved into the folder first.
   * Each world's files are read and its meta checked now, but its state is built on first use: with
   * 20 worlds, building them all (a copy of the seeded catalogue each) was most of the start-up.
   */
  load(): SavedWorlds | null {
    mkdirSync(this.dir, { recursive: true });
    if (existsSync(this.path)) {
      const manifest = this.readManifest();
      if (manifest.version === 1) this.migrate(checkPersistedWorlds(manifest, this.path));
    } else {
      this.writer.replace(this.path, JSON.stringify({ version: 2, worlds: basename(this.dir) }));
    }
    const files = worldNames(this.dir)
      .map((name) => readWorldFiles(this.dir, name))
      .filter((found) => found !== null);
    const counts = originCounts(files);
    const worlds: SavedWorlds['worlds'] = {};
    for (const found of files) {
      const { name, base, meta } = found;
      this.kept.set(name, {
        state: undefined,
        generation: base.generation,
        patch: new Map(),
        logBytes: found.logBytes,
        baseBytes: found.baseBytes,
        metaText: JSON.stringify(meta),
        broken: false,
      });
      this.deferred.add(name);
      worlds[name] = { ...meta, load: () => this.build(found, counts) };
    }
    if (this.deferred.size === 0) forgetRebuilt();
    return files.length > 0 ? { worlds } : null;
  }

  /** A deferred world's state, built on its first use; what persistence knows of its files is kept. */
  private build(files: WorldFiles, counts: Map<string, number>): State {
    const loaded = buildWorld(this.dir, files, counts);
    this.settled(files.name);
    const kept = this.kept.get(files.name);
    if (kept) {
      kept.state = unproxied(loaded.saved.state);
      kept.patch = loaded.patch;
    }
    return loaded.saved.state;
  }

  /**
   * Saves what every world changed since the last commit (usually one row of one world). A world whose
   * save fails is put back as its files hold it, and the error is thrown for the caller to answer.
   */
  commit(store: WorldStore): void {
    const failed: string[] = [];
    const present = new Set(store.list().map((world) => world.name));
    for (const [name, kept] of this.kept) {
      if (present.has(name)) continue;
      this.kept.delete(name);
      this.settled(name);
      this.writer.remove(basePath(this.dir, name));
      this.writer.remove(logPath(this.dir, name, kept.generation));
    }
    for (const world of store.list()) {
      try {
        this.save(world);
      } catch {
        failed.push(world.name);
      }
    }
    if (failed.length === 0) return;
    for (const name of failed) this.rollBack(store, name);
    throw new PersistError(`could not save world ${failed.join(', ')} to ${this.dir}`);
  }

  /** Writes are synchronous, so nothing is ever pending; kept for the close hook. */
  flush(): Promise<void> {
    return Promise.resolve();
  }

  private save(world: World): void {
    const meta: WorldMeta = { clockOffsetMs: world.clockOffsetMs, faults: world.faults, sessionExpired: world.sessionExpired };
    const metaText = JSON.stringify(meta);
    const kept = this.kept.get(world.name);
    if (kept && !kept.broken && isPending(world)) {
      // Not built yet, so its rows are as saved: only a meta change (clock, faults) is written.
      if (metaText !== kept.metaText) this.append(world.name, kept, meta, metaText, { tables: {}, rows: [] });
      return;
    }
    const state = unproxied(world.state);
    const tracker = trackerOf(state);
    if (!kept || kept.state !== state || kept.broken) {
      // A new world, a replaced state (reset, reseed, import) or a log that may be torn: a new base.
      const patch = kept && kept.state === state ? kept.patch : new Map();
      markPatch(patch, tracker.take());
      this.writeBase(world.name, meta, state, patch, (kept?.generation ?? 0) + 1);
      return;
    }
    if (!tracker.dirty && metaText === kept.metaText) return;
    const changes = tracker.take();
    this.append(world.name, kept, meta, metaText, changes);
    if (kept.logBytes > COMPACT_BYTES && kept.logBytes > kept.baseBytes) {
      try {
        this.writeBase(world.name, meta, state, kept.patch, kept.generation + 1);
      } catch {
        // The record is saved in the old generation, which stays whole; the next write tries again.
      }
    }
  }

  /** One record at the end of the world's log; a failed append is cut back so a restart cannot replay it. */
  private append(name: string, kept: Kept, meta: WorldMeta, metaText: string, changes: Changes): void {
    const text = `${JSON.stringify({ meta, ...changes })}\n`;
    const log = logPath(this.dir, name, kept.generation);
    try {
      this.writer.append(log, text);
    } catch (error) {
      try {
        this.writer.truncate(log, kept.logBytes);
      } catch {
        kept.broken = true;
      }
      throw error;
    }
    kept.logBytes += Buffer.byteLength(text);
    kept.metaText = metaText;
    markPatch(kept.patch, changes);
  }

  private writeBase(name: string, meta: WorldMeta, state: State, patch: Patch, generation: number): void {
    const previous = this.kept.get(name);
    this.settled(name);
    const text = JSON.stringify(baseOf(meta, state, originOf(state), patch, generation));
    this.writer.remove(logPath(this.dir, name, generation));
    this.writer.replace(basePath(this.dir, name), text);
    if (previous) this.writer.remove(logPath(this.dir, name, previous.generation));
    const saved = { state, ...meta };
    this.keep(name, { saved, generation, patch, logBytes: 0, baseBytes: text.length });
  }

  private rollBack(store: WorldStore, name: string): void {
    const kept = this.kept.get(name);
    const loaded = kept ? readWorld(this.dir, name, new Map(), kept.logBytes) : null;
    this.settled(name);
    this.kept.delete(name);
    if (loaded) this.keep(name, loaded).broken = kept?.broken ?? false;
    store.restore(name, loaded?.saved ?? null);
  }

  /** The world no longer waits to be built (built, replaced, rolled back or deleted); the last one frees the seeded originals. */
  private settled(name: string): void {
    this.deferred.delete(name);
    if (this.deferred.size === 0) forgetRebuilt();
  }

  private keep(name: string, loaded: LoadedWorld): Kept {
    const { state, ...meta } = loaded.saved;
    const kept: Kept = { ...loaded, state: unproxied(state), metaText: JSON.stringify(meta), broken: false };
    this.kept.set(name, kept);
    return kept;
  }

  private readManifest(): { version?: unknown } {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(this.path, 'utf8'));
    } catch (error) {
      throw new Error(`${this.path} is not valid JSON (${error instanceof Error ? error.message : 'unreadable'})`);
    }
    const versioned = typeof parsed === 'object' && parsed !== null && 'version' in parsed;
    const version = versioned ? (parsed as { version: unknown }).version : undefined;
    if ((version === 1 && parsed !== null && typeof parsed === 'object' && 'worlds' in parsed) || version === 2)
      return parsed as { version: unknown };
    throw new Error(`${this.path} is not a mock-server state file (expected {"version":2,...} or {"version":1,"worlds":{...}})`);
  }

  /** A version 1 document becomes one base per world, then the manifest: a crash before that retries from the old file. */
  private migrate(saved: PersistedWorlds): void {
    for (const [name, { state, ...meta }] of Object.entries(saved.worlds)) this.writeBase(name, meta, state, new Map(), 1);
    this.kept.clear();
    this.writer.replace(this.path, JSON.stringify({ version: 2, worlds: basename(this.dir) }));
  }
}

/** Which rows now differ from the seed (values are read from the state when a base is written). */
function markPatch(patch: Patch, changes: Changes): void {
  for (const name of Object.keys(changes.tables)) patch.set(name, 'whole');
  for (const [name, key] of changes.rows) {
    const marks = patch.get(name) ?? new Set<string | number>();
    if (marks !== 'whole') patch.set(name, marks.add(key));
  }
}

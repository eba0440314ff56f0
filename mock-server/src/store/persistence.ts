import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
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
import { brokenOf, isPending, type PersistedWorlds, type SavedWorlds, type World, type WorldStore } from './worlds.js';

/** A log is folded into a new base once it is past this size and larger than the base. */
const COMPACT_BYTES = 1024 * 1024;

/** What persistence knows of one world's files. */
interface Kept {
  /** Undefined while the world is deferred (not built yet): then only its meta can change. */
  state: State | undefined;
  generation: number;
  patch: Patch;
  /** The log's size as the file system reported it after the last append: a failed append is cut back to it. */
  logBytes: number;
  baseBytes: number;
  metaText: string;
  /**
   * The log may end in bytes no record owns (a failed append that could not be cut back, a damaged
   * file at start): the next write starts a new generation instead of appending after them.
   */
  needsNewBase: boolean;
}

/** A write that could not be saved; the worlds it names were put back as the files hold them. */
export class PersistError extends Error {
  constructor(
    message: string,
    /** The file system's error code (ENOSPC for a full disk), when it gave one. */
    readonly code: string | undefined,
  ) {
    super(message);
  }

  get diskFull(): boolean {
    return this.code === 'ENOSPC' || this.code === 'EDQUOT';
  }

  /** What the client is told: why the change was not made and what to do. */
  get answer(): string {
    const why = this.diskFull ? 'the disk is full' : `the state file could not be written${this.code ? ` (${this.code})` : ''}`;
    const then = this.diskFull ? 'free space on the disk, then send it again' : 'send it again once the state file can be written';
    return `The change could not be saved: ${why}. It was not made; ${then}.`;
  }
}

/**
 * The --state-file. The file itself is a small manifest naming the folder beside it; the folder holds each
 * world as a base and a log of changed rows (world-files.ts). A write appends what it changed to its
 * world's log before the answer; a read writes nothing. See docs/adr/0015-persistence-as-base-plus-log.md.
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
        generation: base?.generation ?? 0,
        patch: new Map(),
        logBytes: found.logBytes,
        baseBytes: found.baseBytes,
        metaText: JSON.stringify(meta),
        needsNewBase: found.problem !== null,
      });
      this.deferred.add(name);
      worlds[name] = { ...meta, seed: found.seed, load: () => this.build(found, counts) };
    }
    if (this.deferred.size === 0) forgetRebuilt();
    return files.length > 0 ? { worlds } : null;
  }

  /**
   * A deferred world's state, built on its first use (its log is parsed only now); what persistence
   * knows of its files is kept. A damaged file throws, and the world store marks the world broken.
   */
  private build(files: WorldFiles, counts: Map<string, number>): State {
    const kept = this.kept.get(files.name);
    let loaded: LoadedWorld;
    try {
      loaded = buildWorld(this.dir, files, counts, kept?.logBytes ?? files.logBytes);
    } finally {
      this.settled(files.name);
    }
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
    let cause: unknown;
    for (const world of store.list()) {
      try {
        this.save(world);
      } catch (error) {
        failed.push(world.name);
        cause ??= error;
      }
    }
    if (failed.length === 0) return;
    for (const name of failed) this.rollBack(store, name);
    const code = (cause as NodeJS.ErrnoException | undefined)?.code;
    throw new PersistError(`could not save world ${failed.join(', ')} to ${this.dir}: ${String(cause)}`, code);
  }

  /** Writes are synchronous, so nothing is ever pending; kept for the close hook. */
  flush(): Promise<void> {
    return Promise.resolve();
  }

  private save(world: World): void {
    const { clockOffsetMs, faults, overrides, sessionExpired } = world;
    const meta: WorldMeta = { clockOffsetMs, faults, overrides, sessionExpired };
    const metaText = JSON.stringify(meta);
    const kept = this.kept.get(world.name);
    // A broken world is not served and changes nothing; its files stay as they are until a repair replaces them.
    if (brokenOf(world)) return;
    if (kept && isPending(world)) {
      // Not built yet, so its rows are as saved: only a meta change (clock, faults) is written.
      if (metaText === kept.metaText) return;
      if (!kept.needsNewBase) {
        this.append(world.name, kept, meta, metaText, { tables: {}, rows: [] });
        return;
      }
    }
    const state = unproxied(world.state);
    const tracker = trackerOf(state);
    if (!kept || kept.state !== state || kept.needsNewBase) {
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

  /**
   * One whole record at the end of the world's log, or none: the writer cuts a failed append back to the
   * size before it. The size is read back from the file, never added up, so a short write cannot make
   * a later cut land past the end; when the file is not back at its size, the next write starts a new base.
   */
  private append(name: string, kept: Kept, meta: WorldMeta, metaText: string, changes: Changes): void {
    const text = `${JSON.stringify({ meta, ...changes })}\n`;
    const log = logPath(this.dir, name, kept.generation);
    try {
      kept.logBytes = this.writer.append(log, text);
    } catch (error) {
      if (this.writer.size(log) !== kept.logBytes) kept.needsNewBase = true;
      throw error;
    }
    kept.metaText = metaText;
    markPatch(kept.patch, changes);
  }

  private writeBase(name: string, meta: WorldMeta, state: State, patch: Patch, generation: number): void {
    this.settled(name);
    const text = JSON.stringify(baseOf(meta, state, originOf(state), patch, generation));
    this.writer.remove(logPath(this.dir, name, generation));
    this.writer.replace(basePath(this.dir, name), text);
    // Every older log goes, not only the last one known: a repaired world's damaged base named none.
    for (const old of logGenerations(this.dir, name)) if (old !== generation) this.writer.remove(logPath(this.dir, name, old));
    const saved = { state, ...meta };
    this.keep(name, { saved, generation, patch, logBytes: 0, baseBytes: Buffer.byteLength(text) });
  }

  /**
   * Puts a world back as its files hold it after a write that could not be saved. An unbuilt world only
   * had its meta changed, so only that goes back; a built one is read again up to the log's size before
   * the refused append.
   */
  private rollBack(store: WorldStore, name: string): void {
    const kept = this.kept.get(name);
    const world = store.find(name);
    if (kept && world && isPending(world)) {
      Object.assign(world, metaOf(kept.metaText));
      return;
    }
    let loaded: LoadedWorld | null;
    try {
      loaded = kept ? readWorld(this.dir, name, new Map(), kept.logBytes) : null;
    } catch {
      // Its own files no longer read back: it keeps its state and writes a whole new base next time.
      if (kept) kept.needsNewBase = true;
      return;
    }
    this.settled(name);
    this.kept.delete(name);
    if (loaded) this.keep(name, loaded).needsNewBase = kept?.needsNewBase ?? false;
    store.restore(name, loaded?.saved ?? null);
  }

  /** The world no longer waits to be built (built, replaced, rolled back or deleted); the last one frees the seeded originals. */
  private settled(name: string): void {
    this.deferred.delete(name);
    if (this.deferred.size === 0) forgetRebuilt();
  }

  private keep(name: string, loaded: LoadedWorld): Kept {
    const { state, ...meta } = loaded.saved;
    const kept: Kept = { ...loaded, state: unproxied(state), metaText: JSON.stringify(meta), needsNewBase: false };
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

/** The generations of a world's logs in the folder (`<world>.<generation>.log`). */
function logGenerations(dir: string, name: string): number[] {
  const pattern = new RegExp(`^${name}\\.(\\d+)\\.log$`);
  return readdirSync(dir).flatMap((file) => {
    const generation = pattern.exec(file)?.[1];
    return generation === undefined ? [] : [Number(generation)];
  });
}

/** The meta persistence wrote itself (kept as text to compare cheaply), back as values. */
function metaOf(text: string): WorldMeta {
  const { clockOffsetMs, faults, overrides = [], sessionExpired } = JSON.parse(text) as Partial<WorldMeta> & Omit<WorldMeta, 'overrides'>;
  return { clockOffsetMs, faults, overrides, sessionExpired };
}

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { z } from 'zod';
import { checkInvariants, type State } from '../domain/index.js';
import { stateSchema } from '../domain/state.js';
import { checkStateShape, describeIssue, PROTOTYPE_KEY_PROBLEM, prototypeKeyPath } from '../domain/state-schema.js';
import { clockOffsetInRange } from '../runtime/clock.js';
import { faultsSchema } from '../runtime/faults.js';
import { overridesSchema } from '../runtime/overrides.js';
import { rebuild, type SeedOrigin } from './seed-origin.js';
import { applyChanges, type BaseFile, basePath, logPath, type Patch } from './world-files.js';
import { DamagedFileError, isRowChange, lastRecord, replayLog } from './world-log.js';
import { type PersistedWorld, type PersistedWorlds, type SeedOptions, WORLD_NAME } from './worlds.js';

export interface LoadedWorld {
  saved: PersistedWorld;
  generation: number;
  patch: Patch;
  logBytes: number;
  baseBytes: number;
}

const metaSchema = z.object({
  clockOffsetMs: z.number().refine((offset) => clockOffsetInRange(offset), 'puts the clock outside 1970-01-01..9999-01-01'),
  faults: faultsSchema,
  // Files written before overrides existed have none.
  overrides: overridesSchema.default([]),
  sessionExpired: z.boolean(),
});

/** The world names kept in a folder, each with its base file. */
export function worldNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .filter((name) => WORLD_NAME.test(name));
}

const originKey = (origin: SeedOrigin) => `${origin.seed}/${origin.scale}/${origin.seededAt.slice(0, 10)}`;

/**
 * A world's files as read at start-up: its base and the meta of its log's last record. The log itself
 * is parsed when the world is first used (buildWorld): a 150 MB log must not delay the first answer.
 * `problem` says why the world cannot be built (an unreadable base, a damaged last record, a bad
 * meta); such a world is kept, broken, until a reset, reseed or import replaces it.
 */
export interface WorldFiles {
  name: string;
  base: BaseFile | null;
  baseBytes: number;
  logBytes: number;
  meta: PersistedMeta;
  /** What a reset goes back to: the base's seed, when it could be read. */
  seed: SeedOptions | null;
  problem: string | null;
}
type PersistedMeta = Omit<PersistedWorld, 'state'>;

/** The meta of a world whose files do not say (a broken one): every request to it is refused anyway. */
const NO_META: PersistedMeta = { clockOffsetMs: 0, faults: {}, overrides: [], sessionExpired: false };

/** How many of the worlds share each origin: a lone one takes the seeded state itself instead of a copy. */
export function originCounts(files: WorldFiles[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { base } of files) {
    if (base?.origin) counts.set(originKey(base.origin), (counts.get(originKey(base.origin)) ?? 0) + 1);
  }
  return counts;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isOrigin(value: unknown): value is SeedOrigin {
  return (
    isObject(value) &&
    Number.isInteger(value.seed) &&
    Number.isInteger(value.scale) &&
    Number(value.scale) >= 1 &&
    typeof value.seededAt === 'string' &&
    !Number.isNaN(Date.parse(value.seededAt))
  );
}

function isBaseFile(value: unknown): value is BaseFile {
  return (
    isObject(value) &&
    value.version === 2 &&
    Number.isInteger(value.generation) &&
    isObject(value.meta) &&
    (value.origin === null || isOrigin(value.origin)) &&
    isObject(value.tables) &&
    Array.isArray(value.rows) &&
    value.rows.every(isRowChange)
  );
}

function readBase(path: string): { base: BaseFile; bytes: number } {
  const bytes = readFileSync(path);
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new DamagedFileError(`${path}: is not JSON (${messageOf(error)})`);
  }
  if (!isBaseFile(value)) throw new DamagedFileError(`${path}: is not a version 2 world file`);
  const poisoned = prototypeKeyPath(value);
  if (poisoned !== null) throw new DamagedFileError(`${path}: ${poisoned} ${PROTOTYPE_KEY_PROBLEM}`);
  return { base: value, bytes: bytes.length };
}

function seedOf(base: BaseFile): SeedOptions | null {
  if (base.origin) return { seed: base.origin.seed, scale: base.origin.scale };
  const { seed, scale } = base.tables;
  return Number.isInteger(seed) && Number.isInteger(scale) ? { seed: Number(seed), scale: Number(scale) } : null;
}

/** A world's base and the meta of its log's last record, checked; never throws for a damaged world (see `problem`). */
export function readWorldFiles(dir: string, name: string): WorldFiles | null {
  const path = basePath(dir, name);
  if (!existsSync(path)) return null;
  const unread: WorldFiles = { name, base: null, baseBytes: 0, logBytes: 0, meta: NO_META, seed: null, problem: null };
  let base: BaseFile;
  try {
    const read = readBase(path);
    base = read.base;
    unread.baseBytes = read.bytes;
  } catch (error) {
    return { ...unread, problem: messageOf(error) };
  }
  const log = logPath(dir, name, base.generation);
  const files: WorldFiles = { ...unread, base, seed: seedOf(base) };
  try {
    const last = lastRecord(log);
    files.logBytes = last.bytes;
    const checked = metaSchema.safeParse(last.record?.meta ?? base.meta);
    if (checked.success) return { ...files, meta: checked.data };
    const issue = describeIssue(checked.error.issues[0]);
    return { ...files, problem: `${last.record ? log : path}: meta.${issue.path}: ${issue.problem}` };
  } catch (error) {
    return { ...files, logBytes: statSync(log, { throwIfNoEntry: false })?.size ?? 0, problem: messageOf(error) };
  }
}

/**
 * The world's state: its origin seeded again (or its whole stored state) with every record of its log
 * applied, up to `logLimit` bytes (the log's size when last written). What came from the files is
 * checked against the state schema and the whole world against the domain's invariants; anything
 * wrong throws, naming the file and the record: serving wrong data from a bad row would be worse.
 */
export function buildWorld(dir: string, files: WorldFiles, counts: Map<string, number>, logLimit = files.logBytes): LoadedWorld {
  const { base } = files;
  if (!base) throw new DamagedFileError(files.problem ?? `${basePath(dir, files.name)}: is unreadable`);
  const log = logPath(dir, files.name, base.generation);
  const where = `${basePath(dir, files.name)} (with ${log})`;
  const patch: Patch = new Map();
  let state: State;
  if (base.origin) {
    state = rebuild(base.origin, (counts.get(originKey(base.origin)) ?? 0) > 1);
    applyNamed(state, base, patch, basePath(dir, files.name));
  } else {
    const shape = checkStateShape(base.tables);
    if (!shape.ok) throw new Error(`${where}: state.${shape.path}: ${shape.problem}`);
    state = shape.state;
  }
  // Read and applied record by record (a long log never sits in memory whole), all before the start-up's verdict is
  // used: the refusal names the first bad record, not only the last.
  replayLog(
    log,
    (record, number) => {
      applyNamed(state, record, patch, `${log}: record ${number}`);
    },
    logLimit,
  );
  if (files.problem) throw new DamagedFileError(files.problem);
  checkPatched(state, patch, where);
  const problems = checkInvariants(state);
  if (problems.length > 0) throw new Error(`${where}: state: ${problems.slice(0, 3).join('; ')}`);
  return { saved: { state, ...files.meta }, generation: base.generation, patch, logBytes: logLimit, baseBytes: files.baseBytes };
}

function applyNamed(state: State, changes: Pick<BaseFile, 'tables' | 'rows'>, patch: Patch, where: string): void {
  try {
    applyChanges(state, changes, patch);
  } catch (error) {
    throw new DamagedFileError(`${where}: ${messageOf(error)}`);
  }
}

/** A world as its files hold it, read and built at once (a rollback after a refused write). */
export function readWorld(dir: string, name: string, counts: Map<string, number>, logLimit?: number): LoadedWorld | null {
  const files = readWorldFiles(dir, name);
  return files ? buildWorld(dir, files, counts, logLimit ?? files.logBytes) : null;
}

/** Built once: building it per world cost start-up time with 20 worlds. */
const changedRowsSchema = stateSchema.partial();

/** Only what the file changed is checked: the rest was just seeded, and checking 100,000 seeded tours takes seconds. */
function checkPatched(state: State, patch: Patch, where: string): void {
  const all = state as unknown as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const [name, marks] of patch) {
    const table = all[name];
    changed[name] = marks === 'whole' || !Array.isArray(table) ? table : [...marks].map((index) => table[Number(index)]);
  }
  const result = changedRowsSchema.safeParse(changed, { reportInput: true });
  if (!result.success) {
    const issue = describeIssue(result.error.issues[0]);
    throw new Error(`${where}: state.${issue.path} (of the changed rows): ${issue.problem}`);
  }
}

const persistedWorldsSchema = z.object({
  version: z.literal(1),
  worlds: z.record(z.string().regex(WORLD_NAME, 'is not a world name'), metaSchema.extend({ state: stateSchema })),
});

/** A version 1 file (the whole world map as one document), each world checked as before it is moved into the folder. */
export function checkPersistedWorlds(value: unknown, path: string): PersistedWorlds {
  const poisoned = prototypeKeyPath(value);
  if (poisoned !== null) throw new Error(`${path}: ${poisoned} ${PROTOTYPE_KEY_PROBLEM}`);
  const result = persistedWorldsSchema.safeParse(value, { reportInput: true });
  if (!result.success) {
    const issue = describeIssue(result.error.issues[0]);
    throw new Error(`${path}: ${issue.path || 'file'}: ${issue.problem}`);
  }
  for (const [name, world] of Object.entries(result.data.worlds)) {
    const problems = checkInvariants(world.state);
    if (problems.length > 0) throw new Error(`${path}: worlds.${name}.state: ${problems.slice(0, 3).join('; ')}`);
  }
  return result.data;
}

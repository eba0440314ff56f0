import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { clockOffsetInRange } from '../control/clock.js';
import { checkInvariants, type State } from '../domain/index.js';
import { checkStateShape, describeIssue, stateSchema } from '../domain/state-schema.js';
import { faultsSchema } from './faults.js';
import { rebuild, type SeedOrigin } from './seed-origin.js';
import { applyChanges, type BaseFile, basePath, type LogRecord, logPath, type Patch, readLog } from './world-files.js';
import { type PersistedWorld, type PersistedWorlds, WORLD_NAME } from './worlds.js';

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

export const originKey = (origin: SeedOrigin) => `${origin.seed}/${origin.scale}/${origin.seededAt.slice(0, 10)}`;

/** A world's files as read and checked at start-up, before its state is built (see buildWorld). */
export interface WorldFiles {
  name: string;
  base: BaseFile;
  baseBytes: number;
  records: LogRecord[];
  logBytes: number;
  meta: PersistedMeta;
}
export type PersistedMeta = Omit<PersistedWorld, 'state'>;

/** How many of the worlds share each origin: a lone one takes the seeded state itself instead of a copy. */
export function originCounts(files: WorldFiles[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { base } of files) {
    if (base.origin) counts.set(originKey(base.origin), (counts.get(originKey(base.origin)) ?? 0) + 1);
  }
  return counts;
}

function readBase(dir: string, name: string): { base: BaseFile; bytes: number } {
  const path = basePath(dir, name);
  try {
    const text = readFileSync(path, 'utf8');
    const base = JSON.parse(text) as BaseFile;
    if (base?.version !== 2 || !Number.isInteger(base.generation)) throw new Error('not a version 2 world file');
    return { base, bytes: text.length };
  } catch (error) {
    throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * A world's base and log, up to `logLimit` bytes of the log (the size before a refused write), with its
 * meta (clock, faults, session switch) checked. Cheap: the state is built later, by buildWorld.
 */
export function readWorldFiles(dir: string, name: string, logLimit?: number): WorldFiles | null {
  if (!existsSync(basePath(dir, name))) return null;
  const { base, bytes } = readBase(dir, name);
  const log = readLog(logPath(dir, name, base.generation), logLimit);
  const meta = log.records.at(-1)?.meta ?? base.meta;
  const checkedMeta = metaSchema.safeParse(meta);
  if (!checkedMeta.success) {
    const issue = describeIssue(checkedMeta.error.issues[0]);
    throw new Error(`${basePath(dir, name)}: ${issue.path}: ${issue.problem}`);
  }
  return { name, base, baseBytes: bytes, records: log.records, logBytes: log.bytes, meta: checkedMeta.data };
}

/**
 * The world's state: its origin seeded again (or its whole stored state) with the log applied. What came
 * from the file is checked against the state schema and the whole world against the domain's
 * invariants, naming the file: serving wrong data from a bad row would be worse than an error.
 */
export function buildWorld(dir: string, files: WorldFiles, counts: Map<string, number>): LoadedWorld {
  const { base } = files;
  const where = `${basePath(dir, files.name)}`;
  const patch: Patch = new Map();
  let state: State;
  if (base.origin) {
    state = rebuild(base.origin, (counts.get(originKey(base.origin)) ?? 0) > 1);
    applyChanges(state, base, patch);
  } else {
    const shape = checkStateShape(base.tables);
    if (!shape.ok) throw new Error(`${where}: state.${shape.path}: ${shape.problem}`);
    state = shape.state;
  }
  for (const record of files.records) applyChanges(state, record, patch);
  checkPatched(state, patch, where);
  const problems = checkInvariants(state);
  if (problems.length > 0) throw new Error(`${where}: state: ${problems.slice(0, 3).join('; ')}`);
  return { saved: { state, ...files.meta }, generation: base.generation, patch, logBytes: files.logBytes, baseBytes: files.baseBytes };
}

/** A world as its files hold it, read and built at once (a rollback after a refused write). */
export function readWorld(dir: string, name: string, counts: Map<string, number>, logLimit?: number): LoadedWorld | null {
  const files = readWorldFiles(dir, name, logLimit);
  return files ? buildWorld(dir, files, counts) : null;
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

import { existsSync, readFileSync } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import { z } from 'zod';
import { clockOffsetInRange } from '../control/clock.js';
import { checkInvariants } from '../domain/index.js';
import { describeIssue, stateSchema } from '../domain/state-schema.js';
import { faultsSchema } from './faults.js';
import { type PersistedWorlds, WORLD_NAME } from './worlds.js';

/**
 * The --state-file: the whole world map as one JSON document. Every write goes to a temporary file
 * that is fsynced and then renamed over the old one, so a killed process leaves either the previous
 * or the new document, never a torn one. Writes run one after another in call order.
 */
export class StateFile {
  private last = '';
  private queue: Promise<void> = Promise.resolve();

  constructor(readonly path: string) {}

  /**
   * The saved worlds, or null without a file. A file that is not JSON, not a state file, or holds a bad
   * value stops the start with an error naming the file and the value's path: silently dropping the
   * data, or serving 500s from it, would both be worse.
   */
  load(): PersistedWorlds | null {
    if (!existsSync(this.path)) return null;
    const text = readFileSync(this.path, 'utf8');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new Error(`${this.path} is not valid JSON (${error instanceof Error ? error.message : 'unreadable'})`);
    }
    const worlds = checkPersistedWorlds(parsed, this.path);
    this.last = text;
    return worlds;
  }

  /** Resolves once the snapshot is on disk; an unchanged snapshot costs one stringify and no write. */
  save(snapshot: PersistedWorlds): Promise<void> {
    const text = JSON.stringify(snapshot);
    if (text === this.last) return this.queue;
    this.last = text;
    // A failed write must not block later ones, and the next save must retry it.
    const run = this.queue.catch(() => undefined).then(() => this.write(text));
    run.catch(() => {
      if (this.last === text) this.last = '';
    });
    this.queue = run;
    return run;
  }

  /** Waits for pending writes (on close). */
  flush(): Promise<void> {
    return this.queue.catch(() => undefined);
  }

  private async write(text: string): Promise<void> {
    const temp = `${this.path}.${process.pid}.tmp`;
    const file = await open(temp, 'w');
    try {
      await file.writeFile(text, 'utf8');
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, this.path).catch(async (error: unknown) => {
      await unlink(temp).catch(() => undefined);
      throw error;
    });
  }
}

const persistedWorldsSchema = z.object({
  version: z.literal(1),
  worlds: z.record(
    z.string().regex(WORLD_NAME, 'is not a world name'),
    z.object({
      state: stateSchema,
      clockOffsetMs: z.number().refine((offset) => clockOffsetInRange(offset), 'puts the clock outside 1970-01-01..9999-01-01'),
      faults: faultsSchema,
      sessionExpired: z.boolean(),
    }),
  ),
});

/** The file's worlds, each checked against the state schema and then the domain's invariants. */
function checkPersistedWorlds(value: unknown, path: string): PersistedWorlds {
  const looksLikeOne = typeof value === 'object' && value !== null && 'version' in value && 'worlds' in value;
  if (!looksLikeOne) throw new Error(`${path} is not a mock-server state file (expected {"version":1,"worlds":{...}})`);
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

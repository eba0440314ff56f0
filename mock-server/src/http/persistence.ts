import { existsSync, readFileSync } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import type { PersistedWorlds } from './worlds.js';

/**
 * The --state-file: the whole world map as one JSON document. Every write goes to a temporary file
 * that is fsynced and then renamed over the old one, so a killed process leaves either the previous
 * or the new document, never a torn one. Writes run one after another in call order.
 */
export class StateFile {
  private last = '';
  private queue: Promise<void> = Promise.resolve();

  constructor(readonly path: string) {}

  load(): PersistedWorlds | null {
    if (!existsSync(this.path)) return null;
    const text = readFileSync(this.path, 'utf8');
    const parsed: unknown = JSON.parse(text);
    if (!isPersistedWorlds(parsed)) throw new Error(`${this.path} is not a mock-server state file (expected {"version":1,"worlds":{...}})`);
    this.last = text;
    return parsed;
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

function isPersistedWorlds(value: unknown): value is PersistedWorlds {
  if (typeof value !== 'object' || value === null) return false;
  const { version, worlds } = value as Record<string, unknown>;
  return version === 1 && typeof worlds === 'object' && worlds !== null;
}

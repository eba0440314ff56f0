/**
 * Where the request recorders keep what the screens sent: one small JSON file per test process under
 * `.request-shapes/<source>/` at the repo root (ignored by git). The web component tests write `web`,
 * the e2e journeys `e2e`; `npm run pact:shapes` (pacts/shapes/) compares both with the committed pact.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type ShapeSource = 'web' | 'e2e';

export const SOURCES: readonly ShapeSource[] = ['web', 'e2e'];

// import.meta.dirname, not import.meta.url: under jsdom (web component tests) the latter is no file URL.
const root = join(import.meta.dirname, '../../../.request-shapes');
const folderOf = (source: ShapeSource) => join(root, source);

/** Starts a source afresh (its recorder's global setup), so a removed test leaves no stale shape behind. */
export function clearRecordedShapes(source: ShapeSource): void {
  rmSync(folderOf(source), { recursive: true, force: true });
}

/** Adds one process's shapes (shape keys); several processes write side by side, never to one file. */
export function saveRecordedShapes(source: ShapeSource, keys: Iterable<string>): void {
  const list = [...new Set(keys)].sort();
  if (list.length === 0) return;
  mkdirSync(folderOf(source), { recursive: true });
  writeFileSync(join(folderOf(source), `${process.pid}-${randomUUID()}.json`), JSON.stringify(list));
}

/** A request as the built shop sent it in a journey, for replaying against the OpenAPI document. */
export interface RecordedRequest {
  method: string;
  /** Path and query, below the shop's origin. */
  path: string;
  contentType: string | null;
  body: string | null;
  /** Whether it carried a session token (its value is not kept). */
  authorized: boolean;
}

/** An answer of the API as the built shop received it in a journey, for checking against the OpenAPI document. */
export interface RecordedAnswer {
  /** The call's path, without the query. */
  path: string;
  body: string;
}

/**
 * A folder of records the journeys write side by side (one file per worker) and a later step reads: cleared by their
 * global setup, so a removed journey leaves nothing behind; null when the journeys have not run since.
 */
function journeyRecords<T>(name: string) {
  const folder = join(root, name);
  return {
    clear: () => rmSync(folder, { recursive: true, force: true }),
    save: (records: Iterable<T>) => {
      const list = [...records];
      if (list.length === 0) return;
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `${process.pid}-${randomUUID()}.json`), JSON.stringify(list));
    },
    read: (): T[] | null => {
      if (!existsSync(folder)) return null;
      return readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .flatMap((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as T[]);
    },
  };
}

/** The API requests the journeys sent, each once, for Prism to replay (pacts/shapes/real-requests-prism.test.ts). */
export const journeyRequests = journeyRecords<RecordedRequest>('e2e-requests');
/** The API answers the journeys received, each distinct one once, for Ajv (pacts/shapes/journey-answers-openapi.test.ts). */
export const journeyAnswers = journeyRecords<RecordedAnswer>('e2e-answers');

/** Every shape a source recorded, or null when that source has not run since it was last cleared. */
export function readRecordedShapes(source: ShapeSource): Set<string> | null {
  const folder = folderOf(source);
  if (!existsSync(folder)) return null;
  const keys = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as string[]);
  return new Set(keys);
}

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
const root = join(import.meta.dirname, '../../.request-shapes');
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

const requestsFolder = join(root, 'e2e-requests');

/** Starts the journeys' requests afresh, with their shapes. */
export function clearRecordedRequests(): void {
  rmSync(requestsFolder, { recursive: true, force: true });
}

/** Adds one process's requests beside the others'. */
export function saveRecordedRequests(requests: Iterable<RecordedRequest>): void {
  const list = [...requests];
  if (list.length === 0) return;
  mkdirSync(requestsFolder, { recursive: true });
  writeFileSync(join(requestsFolder, `${process.pid}-${randomUUID()}.json`), JSON.stringify(list));
}

/** Every request the journeys recorded, or null when they have not run since the last clear. */
export function readRecordedRequests(): RecordedRequest[] | null {
  if (!existsSync(requestsFolder)) return null;
  return readdirSync(requestsFolder)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => JSON.parse(readFileSync(join(requestsFolder, file), 'utf8')) as RecordedRequest[]);
}

/** Every shape a source recorded, or null when that source has not run since it was last cleared. */
export function readRecordedShapes(source: ShapeSource): Set<string> | null {
  const folder = folderOf(source);
  if (!existsSync(folder)) return null;
  const keys = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as string[]);
  return new Set(keys);
}

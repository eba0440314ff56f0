import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `folder`, at any depth, whose path relative to it matches `pattern`. */
export function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => pattern.test(path))
    .map((path) => join(folder, path));
}

/** The modules of a source folder, its tests left out: what the source-reading tests (layering, styles) inspect. */
export const sourceFilesUnder = (folder: string): string[] => filesUnder(folder, /\.tsx?$/).filter((path) => !/\.test\.tsx?$/.test(path));

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What both adapters run (src/runtime) and the browser adapter (src/browser) load in the preview's service worker.
 * Their imports are checked by dependency-cruiser (`mock-adapter-is-browser-safe` in .dependency-cruiser.cjs); a
 * global that needs no import, Node's Buffer, here: a browser has none.
 */
const src = fileURLToPath(new URL('../../src/', import.meta.url));

const sources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(dir, file));

describe('the browser-safe adapter code', () => {
  it.each(['runtime', 'browser'])('src/%s uses no Node Buffer', (dir) => {
    const comments = /\/\*[\s\S]*?\*\/|\/\/.*$/gm;
    const files = sources(join(src, dir));
    expect(files.length).toBeGreaterThan(2);
    const users = files.filter((file) => /(?<![\w.])Buffer\b/.test(readFileSync(file, 'utf8').replace(comments, '')));
    expect(users.map((file) => relative(src, file))).toEqual([]);
  });
});

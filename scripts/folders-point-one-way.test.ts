import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The folders of a workspace's src/ form layers: if a file of `http/` imports `control/`, no file of `control/` may
 * import `http/`, even through a third folder. A back arrow means neither folder can be read, moved or tested without
 * the other. The nodes are src/'s top-level folders and files (a root file such as paths.ts is a leaf of its own).
 * dependency-cruiser (.dependency-cruiser.cjs) checks the other import rules; its folder-scoped circles take every
 * nested folder and src/ itself as nodes, which is not this layering, so this one stays here.
 */
const LAYERED = ['mock-server/src', 'web/src', 'storefront/src', 'contract/src', 'preview/src', 'mock-toolbar/src'];

/** Relative module names of static imports, re-exports and dynamic imports. */
const IMPORTED = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Tests and their helpers may import any layer: they are not part of one. */
const TEST_CODE = /(\.test\.tsx?$|\/test\/|test-helpers)/;

/** Every source file under root, new ones too (not only those git knows). */
const sourceFiles = (root: string): string[] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => join(root, file))
    .filter((file) => /\.(ts|tsx|mts)$/.test(file) && !file.endsWith('.d.ts') && !TEST_CODE.test(file));

/** The top-level entry of src/ a path lies in, or null outside src/. */
function nodeOf(root: string, path: string): string | null {
  const inside = relative(root, path);
  if (inside.startsWith('..')) return null;
  return inside.split('/')[0] ?? null;
}

/** Each arrow between two top-level entries, with one import that draws it. */
function arrowsOf(root: string): Map<string, Map<string, string>> {
  const arrows = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(root)) {
    const from = nodeOf(root, file);
    if (!from) continue;
    for (const [, name] of readFileSync(file, 'utf8').matchAll(IMPORTED)) {
      if (!name) continue;
      const to = nodeOf(root, normalize(join(dirname(file), name)));
      if (!to || to === from) continue;
      const targets = arrows.get(from) ?? new Map<string, string>();
      if (!targets.has(to)) targets.set(to, `${file} imports ${name}`);
      arrows.set(from, targets);
    }
  }
  return arrows;
}

/** Every cycle through the arrows, each as its path of entries, found by a depth-first walk from each entry. */
function cyclesOf(arrows: Map<string, Map<string, string>>): string[][] {
  const cycles = new Map<string, string[]>();
  const walk = (path: string[]) => {
    const last = path[path.length - 1] ?? '';
    for (const next of arrows.get(last)?.keys() ?? []) {
      const start = path.indexOf(next);
      if (start !== -1) {
        const cycle = path.slice(start);
        cycles.set([...cycle].sort().join(' '), [...cycle, next]);
      } else walk([...path, next]);
    }
  };
  for (const node of arrows.keys()) walk([node]);
  return [...cycles.values()];
}

describe('the folders of each src/ point one way', () => {
  it.each(LAYERED)('%s has no back arrow between its top-level folders', (root) => {
    const arrows = arrowsOf(root);
    const described = cyclesOf(arrows).map((cycle) =>
      cycle
        .slice(1)
        .map((to, index) => {
          const from = cycle[index] ?? '';
          return `${from} -> ${to} (${arrows.get(from)?.get(to)})`;
        })
        .join('\n  '),
    );
    expect(described, 'each cycle with one import per arrow').toEqual([]);
  });
});

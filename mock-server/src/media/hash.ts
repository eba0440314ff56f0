import { Rng } from '../seed/rng.js';

/** FNV-1a: tiny, and stable across runs, platforms and engines, so a URL always draws the same picture. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The seeded generator of one picture: its path is its seed. */
export const rngOf = (path: string): Rng => new Rng(hash(path));

export type { Rng };

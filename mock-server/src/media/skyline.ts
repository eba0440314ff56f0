import type { Rng } from './hash.js';

/**
 * One city's silhouette in an 800-wide frame standing on the ground line g, its landmark centred at cx.
 * Layers go from far (palest) to near (darkest); `towers` get lit windows at night.
 */
export interface Skyline {
  far: string;
  towers: string;
  near: string;
  /** Coloured details that make a place recognisable (a red torii, Fuji's snow, a junk's sails). */
  accents: readonly Accent[];
  /** Thin lines in the near colour: bridge cables, willow branches. */
  strokes: string;
  /** A river, lake or harbour in front (with reflections) rather than ground. */
  water: boolean;
  /** The towers are buildings, lit window by window at night (not hills or trees). */
  lit: boolean;
}

/** fill is a colour, or 'far' for the palette's far colour (a wheel that must fade with the light). */
export interface Accent {
  d: string;
  fill: string;
  evenOdd?: boolean;
}

export type DrawSkyline = (rng: Rng, cx: number, g: number) => Skyline;

export const skyline = (parts: Partial<Skyline>): Skyline => ({
  far: '',
  towers: '',
  near: '',
  accents: [],
  strokes: '',
  water: false,
  lit: false,
  ...parts,
});

import type { Rng } from './hash.js';
import { curve, roof, triangle } from './shapes.js';
import type { Accent } from './skyline.js';
import { box, disc, poly } from './svg.js';

/**
 * A category's foreground, about 240 wide, drawn around (0, 0) where it meets the ground (y grows down,
 * so everything is at negative y). `top` motifs hang from the top edge instead (a string of lanterns).
 */
export interface Motif {
  d: string;
  accents: readonly Accent[];
  /** Thin lines in the foreground colour; 'light' strokes are steam and strings in white. */
  strokes: string;
  lightStrokes: string;
  top: boolean;
}

const motif = (parts: Partial<Motif>): Motif => ({ d: '', accents: [], strokes: '', lightStrokes: '', top: false, ...parts });

const LANTERN = '#e0492f';
const BALLOONS = ['#e85d4a', '#f2b63d', '#4aa3df', '#7dc36b', '#b36bd1'];

function figure(x: number, s: number, stride: number): string {
  return (
    disc(x, -62 * s, 8 * s) +
    poly(x - 9 * s, -52 * s, x + 9 * s, -52 * s, x + 7 * s, -24 * s, x - 7 * s, -24 * s) +
    poly(x - 6 * s, -26 * s, x, -26 * s, x - stride * s, 0, x - (stride + 6) * s, 0) +
    poly(x, -26 * s, x + 6 * s, -26 * s, x + (stride + 6) * s, 0, x + stride * s, 0)
  );
}

const walks = (rng: Rng) =>
  motif({
    d: figure(-60, 1.1, 8) + figure(-20, 1, 6) + figure(50, 1.15, 10) + figure(82, 0.7, 5) + box(120, -150, 5, 150) + box(104, -150, 36, 5),
    accents: [{ d: disc(-20, -40, 5) + disc(122, -138, 8), fill: rng.chance(0.5) ? '#f2b63d' : '#e85d4a' }],
  });

function lanternRow(x0: number, count: number, gap: number): string {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const x = x0 + i * gap;
    d += `M${x - 14} ${-10}a14 18 0 1 0 28 0a14 18 0 1 0-28 0Z`;
  }
  return d;
}

const food = () =>
  motif({
    d:
      box(-130, -56, 260, 12) +
      box(-120, -44, 8, 44) +
      box(112, -44, 8, 44) +
      `M-90 -56a26 22 0 0 0 52 0ZM-10 -56a30 24 0 0 0 60 0ZM70 -56a22 18 0 0 0 44 0Z`,
    accents: [
      { d: poly(-150, -150, 150, -150, 170, -120, -170, -120), fill: '#c8402c' },
      { d: box(-126, -190, 4, 40) + box(122, -190, 4, 40), fill: '#3b2a2a' },
    ],
    lightStrokes: curve(-64, -80, -60, -130, -14) + curve(20, -84, 24, -140, 16) + curve(92, -78, 94, -116, -10),
  });

const history = () =>
  motif({
    d:
      box(-92, -170, 16, 170) +
      box(76, -170, 16, 170) +
      box(-30, -150, 12, 150) +
      box(18, -150, 12, 150) +
      box(-118, -176, 236, 14) +
      roof(0, -180, 270, 34) +
      roof(0, -214, 120, 26),
    accents: [{ d: box(-24, -160, 48, 14), fill: '#d9a43c' }],
  });

function pine(x: number, h: number): string {
  return (
    box(x - 3, -h * 0.2, 6, h * 0.2 + 1) +
    triangle(x, -h * 0.18, h * 0.5, h * 0.5) +
    triangle(x, -h * 0.45, h * 0.38, h * 0.45) +
    triangle(x, -h * 0.7, h * 0.26, h * 0.3)
  );
}

const nature = (rng: Rng) => {
  let d = '';
  for (let i = 0; i < 6; i += 1) d += pine(-150 + i * 60 + rng.next() * 20, 90 + rng.next() * 110);
  return motif({ d: `${d}M-200 0Q-120 -40 -40 0Z` });
};

const dayTrips = (rng: Rng) =>
  motif({
    d: poly(-60, -120, -20, -120, 140, 0, -220, 0) + disc(-46, -8, 13) + disc(46, -8, 13),
    accents: [
      { d: `M-82 -10V-62q0-14 14-14H74q14 0 18 14l8 30v22Z`, fill: rng.pick(['#f2b63d', '#3aa29a', '#e85d4a']) },
      { d: box(-70, -66, 30, 20) + box(-34, -66, 30, 20) + box(2, -66, 30, 20) + box(38, -66, 36, 20), fill: '#dbeaf3' },
      { d: box(-44, -118, 8, 2) + box(-32, -100, 10, 2) + box(-20, -80, 12, 3), fill: '#f4f1e4' },
    ],
  });

const night = () =>
  motif({
    d: box(-186, -4, 4, 12) + box(-66, 6, 4, 12) + box(54, 6, 4, 12) + box(174, -4, 4, 12),
    accents: [
      { d: lanternRow(-184, 4, 120), fill: LANTERN },
      { d: box(-192, -16, 16, 12) + box(-72, -6, 16, 12) + box(48, -6, 16, 12) + box(168, -16, 16, 12), fill: '#ffcf6b' },
    ],
    strokes: curve(-300, -30, 300, -30, 60),
    top: true,
  });

const museums = () => {
  let columns = '';
  for (let i = 0; i < 6; i += 1) columns += box(-125 + i * 48, -130, 16, 120);
  return motif({
    d: columns + triangle(0, -130, 300, 56) + box(-150, -138, 300, 10) + box(-160, -10, 320, 10),
    accents: [{ d: box(-96, -110, 22, 30) + box(-48, -100, 22, 22) + box(36, -110, 22, 30), fill: '#d9a43c' }],
  });
};

const photography = () =>
  motif({
    d:
      `M-70 -150h140q14 0 14 14v82q0 14-14 14h-140q-14 0-14-14v-82q0-14 14-14ZM-30 -150l10-18h40l10 18Z` +
      poly(-4, -40, 4, -40, 60, 0, 50, 0) +
      poly(-4, -40, 4, -40, -50, 0, -60, 0),
    accents: [
      { d: disc(0, -95, 34) + disc(0, -95, 22), fill: '#c9d6e2', evenOdd: true },
      { d: disc(54, -134, 6), fill: '#f2b63d' },
    ],
  });

const family = (rng: Rng) => {
  let strings = '';
  const accents: Accent[] = [];
  for (let i = 0; i < 5; i += 1) {
    const x = -40 + i * 22 + rng.next() * 8;
    const y = -190 - rng.next() * 60;
    accents.push({ d: `M${x - 14} ${y}a14 17 0 1 0 28 0a14 17 0 1 0-28 0Z`, fill: BALLOONS[i] ?? '#e85d4a' });
    strings += curve(x, y + 17, 10, -50, 8);
  }
  return motif({ d: figure(-60, 1.3, 7) + figure(10, 0.75, 5) + figure(60, 0.65, 4), accents, strokes: strings });
};

const cruises = (rng: Rng) =>
  motif({
    d:
      poly(-170, -40, 130, -40, 100, 0, -150, 0) +
      box(-120, -74, 190, 34) +
      box(-90, -100, 120, 26) +
      box(0, -124, 14, 24) +
      poly(150, -14, 230, -14, 220, 0, 160, 0),
    accents: [
      { d: box(-108, -64, 170, 8) + box(-80, -92, 100, 6), fill: '#f6e7b0' },
      { d: poly(190, -18, 190, -110, 228, -18), fill: rng.chance(0.5) ? '#f4f1e4' : '#e85d4a' },
    ],
  });

/** In the order of the seeded categories (reference.ts): walks, food, history, nature, day trips, night, museums, photography, family, cruises. */
const MOTIFS: readonly ((rng: Rng) => Motif)[] = [walks, food, history, nature, dayTrips, night, museums, photography, family, cruises];

export const MOTIF_COUNT = MOTIFS.length;

/** The motif of category `id` (1-based); any other number wraps round, so every id draws something. */
export function motifOf(id: number, rng: Rng): Motif {
  const draw = MOTIFS[(((Math.trunc(id) - 1) % MOTIFS.length) + MOTIFS.length) % MOTIFS.length] ?? walks;
  return draw(rng);
}

/** Categories whose foreground is water (boats): the scene puts water in front. */
export const isWaterMotif = (id: number): boolean => id === 10;

/** Categories that need land in front (a road, a forest): the scene puts ground there even by a river. */
export const isLandMotif = (id: number): boolean => id === 4 || id === 5;

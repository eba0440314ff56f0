import type { Rng } from './hash.js';
import { disc, type Frame, path, poly, svgDocument } from './svg.js';

const COLOURS = ['#1f6f8b', '#c8402c', '#2f9e8f', '#7b5cc4', '#d98a1c', '#3d4a5c', '#2c7a3f', '#b3366b'];

/** The emblem's outline, centred in a 200 square. */
const SHAPES = [
  'M100 12a88 88 0 1 0 .1 0Z',
  'M100 10l80 26v56q0 60-80 98q-80-38-80-98V36Z',
  'M100 10l78 45v90l-78 45-78-45V55Z',
  'M40 14h120q26 0 26 26v120q0 26-26 26H40q-26 0-26-26V40q0-26 26-26Z',
];

/** What the guide is about, in white: peaks, a pagoda, a compass star, a wave, a leaf. */
const GLYPHS = [
  poly(40, 140, 84, 70, 104, 100, 124, 76, 160, 140),
  'M100 46v14M66 78q34-22 68 0l-10 6H76ZM80 84h40v18H80ZM60 110q40-24 80 0l-12 6H72ZM76 116h48v30H76Z',
  poly(100, 40, 112, 88, 160, 100, 112, 112, 100, 160, 88, 112, 40, 100, 88, 88),
  'M40 120q15-20 30 0t30 0t30 0t30 0v14q-15-20-30 0t-30 0t-30 0t-30 0ZM40 88q15-20 30 0t30 0t30 0t30 0v14q-15-20-30 0t-30 0t-30 0t-30 0Z',
  'M100 40q60 40 0 120q-60-80 0-120ZM98 60h4v100h-4Z',
];

const FRAME: Frame = { w: 200, h: 200 };

/** A guide's emblem: an outline and colour and a white glyph, never a letter. */
export function logoSvg(rng: Rng): string {
  const colour = rng.pick(COLOURS);
  const ring = rng.chance(0.5) ? `${disc(100, 100, 70)}` : '';
  let body = path(rng.pick(SHAPES), colour);
  if (ring) body += `<path d="${ring}" fill="none" stroke="#fff" stroke-width="4" opacity=".5"/>`;
  body += path(rng.pick(GLYPHS), '#fff');
  return svgDocument(FRAME, '', body);
}

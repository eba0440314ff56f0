import { MAP_ZOOM } from '@tours/contract/constants';
import type { LatLng } from './map-links';
import { metresPerPixel } from './map-scale';

/**
 * A plausible city drawn from the coordinates alone, for the meeting-point map when no maps service is
 * configured: no network, no key. The same coordinates always give the same streets (a seeded generator),
 * at distances true to zoom 14 at that latitude. Units are map pixels at zoom 14, (0, 0) is the meeting point.
 */

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Water =
  | { kind: 'river'; path: string; width: number }
  | { kind: 'lake'; cx: number; cy: number; rx: number; ry: number; angle: number };

export interface StreetMap {
  /** Rotation of the street grid about the meeting point, in degrees; streets and parks are in grid space. */
  angle: number;
  avenues: Segment[];
  streets: Segment[];
  parks: Rect[];
  /** In map space (not rotated): rivers and lakes ignore the grid. */
  water: Water | null;
}

/** Half the side of the square drawn: covers a 1400 x 788 view turned by any angle. */
export const STREET_MAP_RADIUS = 820;
/** Side streets every 110-190 m and an avenue every 4-7 of them, as in most grid cities. */
const SIDE_STREET_METRES = { min: 110, max: 190 };
const AVENUE_EVERY = { min: 4, max: 7 };
const RIVER_METRES = { min: 120, max: 300 };
/** Water and parks keep clear of the marker and its label. */
const MARKER_CLEARANCE_PX = 70;

/** mulberry32: a tiny seeded generator, so a map is a pure function of its coordinates. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a over the coordinates at 5 decimals (about a metre), the precision the catalogue gives. */
function seedOf({ lat, lng }: LatLng): number {
  let hash = 0x811c9dc5;
  for (const char of `${lat.toFixed(5)},${lng.toFixed(5)}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const round = (value: number) => Math.round(value * 10) / 10;

interface Axis {
  positions: number[];
  major: boolean[];
}

/** Street positions across one axis: uneven spacing, with every few a major avenue. */
function axis(random: () => number, spacingPx: number, radius: number): Axis {
  const every = AVENUE_EVERY.min + Math.floor(random() * (AVENUE_EVERY.max - AVENUE_EVERY.min + 1));
  const phase = Math.floor(random() * every);
  const positions: number[] = [];
  const major: boolean[] = [];
  let index = 0;
  for (let at = -radius + random() * spacingPx; at < radius; at += spacingPx * (0.8 + random() * 0.45)) {
    positions.push(round(at));
    major.push((index + phase) % every === 0);
    index += 1;
  }
  return { positions, major };
}

/** Side streets run between avenues; a few stretches are missing, which makes the larger blocks. */
function sideStreets(random: () => number, across: Axis, along: Axis, radius: number, vertical: boolean): Segment[] {
  const stops = [-radius, ...along.positions.filter((_, i) => along.major[i]), radius];
  const segments: Segment[] = [];
  across.positions.forEach((at, i) => {
    if (across.major[i]) return;
    for (let s = 0; s + 1 < stops.length; s += 1) {
      if (random() < 0.12) continue;
      const [from, to] = [stops[s] ?? -radius, stops[s + 1] ?? radius];
      segments.push(vertical ? { x1: at, y1: from, x2: at, y2: to } : { x1: from, y1: at, x2: to, y2: at });
    }
  });
  return segments;
}

function avenues(xs: Axis, ys: Axis, radius: number): Segment[] {
  return [
    ...xs.positions.filter((_, i) => xs.major[i]).map((x) => ({ x1: x, y1: -radius, x2: x, y2: radius })),
    ...ys.positions.filter((_, i) => ys.major[i]).map((y) => ({ x1: -radius, y1: y, x2: radius, y2: y })),
  ];
}

/** A boulevard across the grid at about 45 degrees, in some cities. */
function diagonal(random: () => number, radius: number): Segment[] {
  if (random() > 0.35) return [];
  const offset = (random() - 0.5) * radius;
  const slope = random() < 0.5 ? 1 : -1;
  // y = offset + slope * x, kept inside the square.
  const [a, b] = [slope * (-radius - offset), slope * (radius - offset)];
  const [x1, x2] = [Math.max(-radius, Math.min(a, b)), Math.min(radius, Math.max(a, b))];
  return [{ x1: round(x1), y1: round(offset + slope * x1), x2: round(x2), y2: round(offset + slope * x2) }];
}

/** One or two parks, each 3-5 by 2-3 blocks of the grid, away from the marker. */
function parks(random: () => number, xs: Axis, ys: Axis): Rect[] {
  const count = random() < 0.3 ? 0 : random() < 0.6 ? 1 : 2;
  const found: Rect[] = [];
  for (let attempt = 0; attempt < 20 && found.length < count; attempt += 1) {
    const i = Math.floor(random() * (xs.positions.length - 6));
    const j = Math.floor(random() * (ys.positions.length - 4));
    const [x1, x2] = [xs.positions[i], xs.positions[i + 3 + Math.floor(random() * 3)]];
    const [y1, y2] = [ys.positions[j], ys.positions[j + 2 + Math.floor(random() * 2)]];
    if (x1 === undefined || x2 === undefined || y1 === undefined || y2 === undefined) continue;
    const rect = { x: x1, y: y1, width: round(x2 - x1), height: round(y2 - y1) };
    const nearestX = Math.max(rect.x, Math.min(0, rect.x + rect.width));
    const nearestY = Math.max(rect.y, Math.min(0, rect.y + rect.height));
    if (Math.hypot(nearestX, nearestY) < MARKER_CLEARANCE_PX * 1.5) continue;
    if (Math.hypot(rect.x, rect.y) > STREET_MAP_RADIUS * 0.6) continue;
    found.push(rect);
  }
  return found;
}

/** A smooth curve through the points (Catmull-Rom as cubic Béziers). */
function smoothPath(points: [number, number][]): string {
  const [first] = points;
  if (!first) return '';
  let d = `M${round(first[0])} ${round(first[1])}`;
  for (let i = 0; i + 1 < points.length; i += 1) {
    const [p0, p1, p2, p3] = [points[i - 1] ?? points[i], points[i], points[i + 1], points[i + 2] ?? points[i + 1]];
    if (!p0 || !p1 || !p2 || !p3) continue;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${round(c1[0] ?? 0)} ${round(c1[1] ?? 0)} ${round(c2[0] ?? 0)} ${round(c2[1] ?? 0)} ${round(p2[0])} ${round(p2[1])}`;
  }
  return d;
}

/** A meandering river past the meeting point, a lake near it, or neither. */
function water(random: () => number, perPixel: number, radius: number): Water | null {
  const roll = random();
  if (roll < 0.4) {
    const width = round((RIVER_METRES.min + random() * (RIVER_METRES.max - RIVER_METRES.min)) / perPixel);
    const side = random() < 0.5 ? -1 : 1;
    const amplitude = 15 + random() * 35;
    const offset = side * (MARKER_CLEARANCE_PX + width / 2 + amplitude + random() * 120);
    const phase = random() * Math.PI * 2;
    const vertical = random() < 0.5;
    const points: [number, number][] = [];
    for (let along = -radius; along <= radius; along += 80) {
      const across = offset + amplitude * Math.sin(along / 160 + phase);
      points.push(vertical ? [across, along] : [along, across]);
    }
    return { kind: 'river', path: smoothPath(points), width };
  }
  if (roll < 0.65) {
    const rx = round(50 + random() * 60);
    const ry = round(35 + random() * 35);
    const distance = MARKER_CLEARANCE_PX + rx + 40 + random() * 80;
    const bearing = random() * Math.PI * 2;
    const cx = round(Math.cos(bearing) * distance);
    const cy = round(Math.sin(bearing) * distance);
    return { kind: 'lake', cx, cy, rx, ry, angle: round(random() * 180) };
  }
  return null;
}

export function generateStreetMap(point: LatLng, radius = STREET_MAP_RADIUS): StreetMap {
  const random = seededRandom(seedOf(point));
  const perPixel = metresPerPixel(point.lat, MAP_ZOOM);
  const spacingPx = (SIDE_STREET_METRES.min + random() * (SIDE_STREET_METRES.max - SIDE_STREET_METRES.min)) / perPixel;
  const angle = round((random() - 0.5) * 50);
  const xs = axis(random, spacingPx, radius);
  const ys = axis(random, spacingPx, radius);
  return {
    angle,
    avenues: [...avenues(xs, ys, radius), ...diagonal(random, radius)],
    streets: [...sideStreets(random, xs, ys, radius, true), ...sideStreets(random, ys, xs, radius, false)],
    parks: parks(random, xs, ys),
    water: water(random, perPixel, radius),
  };
}

/** One SVG path for many segments: a few DOM nodes, however many streets. */
export function segmentsPath(segments: Segment[]): string {
  return segments.map((s) => `M${s.x1} ${s.y1}L${s.x2} ${s.y2}`).join('');
}

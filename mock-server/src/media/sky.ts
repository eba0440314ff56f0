import type { Rng } from './hash.js';
import { disc, type Frame, path, r, vGradient } from './svg.js';

export type Period = 'morning' | 'midday' | 'evening' | 'night';

/** A restrained palette per time of day: sky, light, then silhouettes from far (pale) to near (dark). */
export interface Palette {
  period: Period;
  sky: readonly string[];
  light: string;
  far: string;
  mid: string;
  near: string;
  water: string;
  ground: string;
  window: string;
}

const PALETTES: Record<Period, Palette> = {
  morning: {
    period: 'morning',
    sky: ['#7fb7e0', '#bcdcef', '#fbe3c8'],
    light: '#fff4d6',
    far: '#a7c0d3',
    mid: '#6e8ea6',
    near: '#3c566b',
    water: '#8fb9d6',
    ground: '#7f9b78',
    window: '#fff4d6',
  },
  midday: {
    period: 'midday',
    sky: ['#3d8fd6', '#8ec3ea', '#d9eef8'],
    light: '#fffbe8',
    far: '#9bbfd3',
    mid: '#4f7891',
    near: '#2b465a',
    water: '#4e93c4',
    ground: '#6f9a5c',
    window: '#eaf6ff',
  },
  evening: {
    period: 'evening',
    sky: ['#4e4584', '#c9657a', '#f7a25e', '#fcd592'],
    light: '#ffe7a8',
    far: '#b0738a',
    mid: '#6e4766',
    near: '#34243f',
    water: '#c9786e',
    ground: '#5a3d52',
    window: '#ffd27a',
  },
  night: {
    period: 'night',
    sky: ['#0a1430', '#1c2d5c', '#34497e'],
    light: '#f3efd6',
    far: '#2d3f6c',
    mid: '#1c2748',
    near: '#0d142a',
    water: '#17264a',
    ground: '#111a33',
    window: '#ffcf6b',
  },
};

/** Tours start from 08:00 to 20:00; the start hour says what light the picture is in. */
export function periodOf(hour: number): Period {
  if (hour < 5 || hour >= 19) return 'night';
  if (hour < 11) return 'morning';
  if (hour < 16) return 'midday';
  return 'evening';
}

export const paletteOf = (period: Period): Palette => PALETTES[period];

/** The sky gradient, the sun or the moon (with stars), and a few soft clouds in daylight. */
export function drawSky(pal: Palette, frame: Frame, horizon: number, rng: Rng): { defs: string; body: string } {
  const { w } = frame;
  const defs = `${vGradient('sky', pal.sky)}<radialGradient id="glow"><stop offset="0" stop-color="${pal.light}" stop-opacity=".85"/><stop offset="1" stop-color="${pal.light}" stop-opacity="0"/></radialGradient>`;
  let body = `<rect width="${w}" height="${horizon + 2}" fill="url(#sky)"/>`;
  const sx = w * (0.15 + rng.next() * 0.7);
  if (pal.period === 'night') {
    let stars = '';
    for (let i = 0; i < 36; i += 1) stars += disc(rng.next() * w, rng.next() * horizon * 0.7, 0.6 + rng.next() * 1.2);
    const my = 70 + rng.next() * 60;
    body += path(stars, '#fff', ' opacity=".8"');
    body += `<circle cx="${r(sx)}" cy="${r(my)}" r="90" fill="url(#glow)" opacity=".5"/>`;
    body += path(`M${r(sx + 6)} ${r(my - 24)}a24 24 0 1 0 16 40a20 20 0 0 1-16-40Z`, pal.light);
    return { defs, body };
  }
  const sy = pal.period === 'midday' ? 90 + rng.next() * 40 : horizon - 70 - rng.next() * 60;
  const size = pal.period === 'evening' ? 46 : 34;
  body += `<circle cx="${r(sx)}" cy="${r(sy)}" r="${size * 4}" fill="url(#glow)"/><circle cx="${r(sx)}" cy="${r(sy)}" r="${size}" fill="${pal.light}"/>`;
  let clouds = '';
  for (let i = 0; i < 3; i += 1) {
    const cx = rng.next() * w;
    const cy = 60 + rng.next() * horizon * 0.4;
    const s = 0.7 + rng.next() * 0.8;
    clouds += `M${r(cx)} ${r(cy)}h${r(120 * s)}a${r(18 * s)} ${r(18 * s)} 0 0 0-${r(30 * s)}-${r(16 * s)}a${r(26 * s)} ${r(26 * s)} 0 0 0-${r(50 * s)}-${r(10 * s)}a${r(20 * s)} ${r(20 * s)} 0 0 0-${r(40 * s)} ${r(26 * s)}Z`;
  }
  body += path(clouds, '#fff', ` opacity="${pal.period === 'evening' ? 0.35 : 0.6}"`);
  return { defs, body };
}

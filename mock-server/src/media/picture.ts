import { avatarSvg } from './avatar.js';
import { appBadgeSvg, cardSvg } from './badges.js';
import { bannerSvg } from './banners.js';
import { type Rng, rngOf } from './hash.js';
import { logoSvg } from './logo.js';
import { MOTIF_COUNT } from './motifs.js';
import { drawScene, type View } from './scene.js';
import { type Period, paletteOf, periodOf } from './sky.js';
import type { DrawSkyline } from './skyline.js';
import { anySkyline, skylineOf } from './skylines.js';
import { generic } from './skylines-world.js';
import { PHOTO, svgDocument } from './svg.js';

/** Gallery viewpoints, so nine pictures of one tour are nine compositions, not nine copies. */
const VIEWS: readonly View[] = [
  { scale: 1, landmark: 400, horizon: 0.72, flip: false, anchor: 0.5, motif: { x: 0.78, size: 0.9 } },
  { scale: 0.7, landmark: 300, horizon: 0.64, flip: false, anchor: 0.5, motif: { x: 0.5, size: 1.7 } },
  { scale: 1.35, landmark: 420, horizon: 0.82, flip: true, anchor: 0.5, motif: null },
  { scale: 0.9, landmark: 520, horizon: 0.62, flip: false, anchor: 0.42, motif: { x: 0.22, size: 1.1 } },
  { scale: 1.1, landmark: 360, horizon: 0.76, flip: true, anchor: 0.55, motif: { x: 0.7, size: 1.25 } },
  { scale: 0.6, landmark: 450, horizon: 0.56, flip: false, anchor: 0.5, motif: { x: 0.45, size: 2 } },
];
const PERIODS: readonly Period[] = ['morning', 'midday', 'evening', 'night'];
/** A city card or a blog cover: wide, landmark centred, motif small. */
const COVER = VIEWS[0] as View;

const int = (text: string | undefined, fallback: number): number => {
  const n = Number.parseInt(text ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? Math.min(n, 1_000_000_000) : fallback;
};

/** "12-3" -> [12, 3]; a bare "12" is the first picture. */
const idAndN = (text: string | undefined): [number, number] => {
  const [id, n] = (text ?? '').split('-');
  return [int(id, 0), Math.max(1, int(n, 1))];
};

function viewFor(n: number): { view: View; shift: number } {
  const base = VIEWS[(n - 1) % VIEWS.length] ?? COVER;
  const cycle = Math.floor((n - 1) / VIEWS.length);
  // Later pictures of a long gallery see the place at another hour and from the other bank.
  return { view: cycle % 2 === 1 ? { ...base, flip: !base.flip } : base, shift: n >= 5 ? 1 : 0 };
}

function scene(rng: Rng, city: DrawSkyline, period: Period, category: number | null, view: View): string {
  const { defs, body } = drawScene({ frame: PHOTO, palette: paletteOf(period), city, category, view }, rng);
  return svgDocument(PHOTO, defs, body);
}

const shifted = (period: Period, by: number): Period => PERIODS[(PERIODS.indexOf(period) + by) % PERIODS.length] ?? period;
const anyPeriod = (rng: Rng): Period => rng.pick(['morning', 'midday', 'evening', 'evening', 'night'] as const);
const anyCategory = (rng: Rng): number => rng.int(1, MOTIF_COUNT);
const NIGHT_TOURS = 6;

/** The light each city card is shown in: chosen, so the home grid is varied and mostly by day. */
const CITY_LIGHT: Readonly<Record<string, Period>> = {
  beijing: 'morning',
  shanghai: 'night',
  xian: 'evening',
  chengdu: 'morning',
  guilin: 'midday',
  hangzhou: 'morning',
  'hong-kong': 'night',
  tokyo: 'evening',
  kyoto: 'midday',
  paris: 'evening',
  london: 'midday',
  'new-york': 'evening',
};

const cityLight = (slug: string, rng: Rng): Period => (Object.hasOwn(CITY_LIGHT, slug) ? (CITY_LIGHT[slug] ?? 'midday') : anyPeriod(rng));

/**
 * The picture of any /media/**.svg path (with or without the "/media/" prefix). Every path draws
 * something, and nothing of the path is ever written into the picture.
 */
export function pictureSvg(mediaPath: string): string {
  const rng = rngOf(mediaPath);
  const parts = mediaPath
    .replace(/^\/?media\//, '')
    .replace(/\.svg$/i, '')
    .split('/');
  const [kind, a, b, c, d] = parts;
  switch (parts.length === 1 ? '' : kind) {
    case 'tours': {
      if (parts.length === 5) {
        const [, n] = idAndN(d);
        const { view, shift } = viewFor(n);
        return scene(rng, skylineOf(a ?? ''), shifted(periodOf(int(c, 12) % 24), shift), int(b, 1), view);
      }
      const { view } = viewFor(idAndN(a)[1]);
      return scene(rng, anySkyline(rng), anyPeriod(rng), anyCategory(rng), view);
    }
    case 'cities':
      return scene(rng, skylineOf(a ?? ''), cityLight(a ?? '', rng), null, COVER);
    case 'categories': {
      const id = int(a, 1);
      return scene(
        rng,
        anySkyline(rng),
        id === NIGHT_TOURS ? 'night' : rng.pick(['morning', 'midday', 'evening'] as const),
        id,
        VIEWS[1] ?? COVER,
      );
    }
    case 'blogs':
    case 'reviews': {
      const [, n] = idAndN(parts.length === 3 ? b : a);
      const city = parts.length === 3 ? skylineOf(a ?? '') : anySkyline(rng);
      return scene(rng, city, anyPeriod(rng), anyCategory(rng), viewFor(kind === 'blogs' && n === 1 ? 1 : n + 1).view);
    }
    case 'banners':
      return bannerSvg(parts.length === 3 ? (a ?? '') : '', (parts[parts.length - 1] ?? '').endsWith('-m'), rng);
    case 'avatars':
      return avatarSvg(rng);
    case 'logos':
    case 'merchants':
      return logoSvg(rng);
    case 'apps':
      return appBadgeSvg(int(a, 1));
    case 'cards':
      return cardSvg(rng);
    default:
      return scene(rng, generic, anyPeriod(rng), null, VIEWS[rng.int(0, VIEWS.length - 1)] ?? COVER);
  }
}

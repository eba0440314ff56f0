import type { Rng } from './hash.js';
import { drawScene, type View } from './scene.js';
import { ridge } from './shapes.js';
import { type Period, paletteOf } from './sky.js';
import { type DrawSkyline, skyline } from './skyline.js';
import { skylineOf } from './skylines.js';
import { box, type Frame, svgDocument } from './svg.js';

const DESKTOP: Frame = { w: 1600, h: 600 };
const PHONE: Frame = { w: 750, h: 600 };

/** The Great Wall riding a ridge, watchtowers on its crest. */
const greatWall: DrawSkyline = (rng, cx, g) => {
  let wall = '';
  let hill = `M-40 ${g}`;
  const crest = (x: number) => g - 120 - 60 * Math.sin((x - cx + 200) / 140);
  for (let x = -40; x < 840; x += 14) {
    const y = crest(x);
    wall += box(x, y - 4, 15, 22) + box(x + 3, y - 12, 8, 9);
    hill += `L${x} ${Math.round(y + 14)}`;
  }
  for (const x of [cx - 230, cx, cx + 230]) wall += box(x - 20, crest(x) - 40, 40, 44) + box(x - 24, crest(x) - 44, 48, 6);
  return skyline({ far: ridge(rng, 800, g, 60, 170, 4), towers: `${hill}L840 ${g}Z`, near: wall });
};

interface BannerScene {
  city: DrawSkyline;
  period: Period;
  category: number | null;
}

/** Scenes by the banner's subject (seed/blogs.ts buildBanners); anything else is a calm city by day. */
const SCENES: Readonly<Record<string, BannerScene>> = {
  china: { city: greatWall, period: 'morning', category: null },
  'kyoto-autumn': { city: skylineOf('kyoto'), period: 'evening', category: 4 },
  'paris-night': { city: skylineOf('paris'), period: 'night', category: 10 },
  guide: { city: skylineOf('guilin'), period: 'morning', category: 1 },
  stories: { city: skylineOf('hangzhou'), period: 'evening', category: 8 },
};

/**
 * A wide scene with a calm side for the overlay title: on desktop the left third, darkened and free of
 * landmarks; on phones the bottom third.
 */
export function bannerSvg(scene: string, phone: boolean, rng: Rng): string {
  const spec = Object.hasOwn(SCENES, scene) ? SCENES[scene] : undefined;
  const chosen = spec ?? { city: skylineOf(rng.pick(['hangzhou', 'kyoto', 'london', 'shanghai'])), period: 'midday', category: null };
  const frame = phone ? PHONE : DESKTOP;
  const view: View = phone
    ? { scale: 0.85, landmark: 400, horizon: 0.6, flip: false, anchor: 0.5, motif: { x: 0.72, size: 0.8 } }
    : { scale: 1, landmark: 420, horizon: 0.74, flip: false, anchor: 0.68, motif: { x: 0.84, size: 0.95 } };
  const { defs, body } = drawScene({ frame, palette: paletteOf(chosen.period), city: chosen.city, category: chosen.category, view }, rng);
  const calm = phone
    ? '<linearGradient id="calm" x1="0" y1="0" x2="0" y2="1"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".6"/></linearGradient>'
    : '<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset=".42" stop-color="#000" stop-opacity="0"/></linearGradient>';
  return svgDocument(frame, defs + calm, `${body}<rect width="${frame.w}" height="${frame.h}" fill="url(#calm)"/>`);
}

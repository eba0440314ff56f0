import type { Rng } from './hash.js';
import { isLandMotif, isWaterMotif, type Motif, motifOf } from './motifs.js';
import { ridge } from './shapes.js';
import { drawSky, type Palette } from './sky.js';
import type { Accent, DrawSkyline } from './skyline.js';
import { box, type Frame, path, r, vGradient } from './svg.js';

/** Where the camera stands: how big the city is, where its landmark sits, where the horizon is. */
export interface View {
  /** Size of the skyline against its 800-wide drawing. */
  scale: number;
  /** The landmark's x in the skyline's own 800-wide drawing. */
  landmark: number;
  /** The horizon as a share of the height. */
  horizon: number;
  flip: boolean;
  /** Where the city's middle lands, as a share of the width (banners keep their calm side free). */
  anchor: number;
  /** The foreground motif's x (share of the width) and size, or null for none. */
  motif: { x: number; size: number } | null;
}

export interface SceneSpec {
  frame: Frame;
  palette: Palette;
  city: DrawSkyline;
  category: number | null;
  view: View;
}

/** The skyline's own drawing is 800 wide and stands on this line. */
const LOCAL_GROUND = 430;
const REPEATS = [-1600, -800, 0, 800, 1600];

const accentsSvg = (accents: readonly Accent[], pal: Palette): string =>
  accents.map((a) => path(a.d, a.fill === 'far' ? pal.far : a.fill, a.evenOdd ? ' fill-rule="evenodd"' : '')).join('');

const strokeSvg = (d: string, colour: string, width: number, opacity = 1): string =>
  d === '' ? '' : `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`;

function motifSvg(motif: Motif, pal: Palette, x: number, y: number, size: number): string {
  const dim = pal.period === 'night' || pal.period === 'evening' ? ' opacity=".85"' : '';
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${r(size * 10) / 10})">${path(motif.d, pal.near)}<g${dim}>${accentsSvg(motif.accents, pal)}</g>${strokeSvg(motif.strokes, pal.near, 3)}${strokeSvg(motif.lightStrokes, '#fff', 4, 0.7)}</g>`;
}

/** A darker rolling bank with a few bushes, so the ground in front is not one flat band. */
function foreground(rng: Rng, frame: Frame, g: number, pal: Palette): string {
  const depth = frame.h - g;
  return (
    path(ridge(rng, frame.w, g + depth * 0.2, 0, depth * 0.12, 4), pal.mid, ' opacity=".35"') +
    path(ridge(rng, frame.w, frame.h, depth * 0.35, depth * 0.55, 3), pal.near, ' opacity=".55"')
  );
}

/** Layers from the back: sky, far hills, the city (lit at night), water with its reflection or ground, the motif. */
export function drawScene(spec: SceneSpec, rng: Rng): { defs: string; body: string } {
  const { frame, palette: pal, view } = spec;
  const g = Math.round(frame.h * view.horizon);
  const sky = drawSky(pal, frame, g, rng);
  const sk = spec.city(rng, view.landmark, LOCAL_GROUND);
  const motif = spec.category === null || view.motif === null ? null : motifOf(spec.category, rng);
  const water =
    spec.category !== null && isLandMotif(spec.category) ? false : sk.water || (spec.category !== null && isWaterMotif(spec.category));
  const s = view.scale;
  const tx = frame.w * view.anchor + (view.flip ? 400 * s : -400 * s);
  const transform = `translate(${r(tx)} ${r(g - LOCAL_GROUND * s)}) scale(${view.flip ? -s : s} ${s})`;
  const night = pal.period === 'night';
  let defs = `${sky.defs}${vGradient('wat', [pal.water, pal.near])}<path id="t" d="${sk.towers}"/><path id="f" d="${sk.far}"/>`;
  if (night)
    defs += `<pattern id="win" width="11" height="15" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="3" height="5" fill="${pal.window}"/></pattern>`;
  // The anonymous layers repeat either side, so a small or off-centre city still fills the width.
  const layers = ['#f', '#t'].map((id) => REPEATS.map((x) => `<use href="${id}" x="${x}"/>`).join(''));
  // A large foreground motif pushes the city back into the haze, so the two never read as one shape.
  const haze = view.motif && spec.category !== null ? (view.motif.size >= 1.2 ? ' opacity=".55"' : ' opacity=".8"') : '';
  // Inside the city, translucency is a fill's, never a group's: resvg (the mock's rasteriser, http/picture-rasters.ts)
  // aborts the whole process on a translucent group nested in the hazy city, whose repeats reach far off the picture.
  const city = `<g id="city" transform="${transform}"${haze}><g fill="${pal.far}">${layers[0]}</g><g fill="${pal.mid}">${layers[1]}</g>${night && sk.lit ? `<g fill="url(#win)" fill-opacity=".7">${layers[1]}</g>` : ''}${path(sk.near, pal.near)}<g${night ? ' fill-opacity=".8"' : ''}>${accentsSvg(sk.accents, pal)}</g>${strokeSvg(sk.strokes, pal.near, 2.5 / s)}</g>`;
  let body = sky.body + path(ridge(rng, frame.w, g, 20, 90, Math.ceil(frame.w / 200)), pal.far, ' opacity=".6"') + city;
  if (water) {
    let ripples = '';
    for (let i = 0; i < 14; i += 1) ripples += box(rng.next() * frame.w, g + 8 + rng.next() * (frame.h - g), 30 + rng.next() * 90, 2);
    body += `<rect y="${g}" width="${frame.w}" height="${frame.h - g}" fill="url(#wat)"/><use href="#city" transform="matrix(1 0 0 -1 0 ${2 * g})" opacity=".28"/>${path(ripples, pal.light, ' opacity=".35"')}`;
  } else {
    body += `<rect y="${g}" width="${frame.w}" height="${frame.h - g}" fill="${pal.ground}"/>${foreground(rng, frame, g, pal)}`;
  }
  if (motif && view.motif) {
    const size = view.motif.size * (frame.h / 600);
    const onQuay = water && spec.category !== null && !isWaterMotif(spec.category) && !motif.top;
    if (onQuay) body += path(box(0, frame.h - 34 * size, frame.w, 34 * size), pal.near);
    const y = motif.top ? 40 * size : frame.h - (onQuay ? 30 : 14) * size;
    body += motifSvg(motif, pal, frame.w * view.motif.x, y, size);
  }
  return { defs, body };
}

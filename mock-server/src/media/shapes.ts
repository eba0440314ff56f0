import type { Rng } from './hash.js';
import { box, disc, poly, r } from './svg.js';

/** Path data of recurring silhouette parts; `g` is always the ground line the part stands on. */

/** A row of plain blocks between x0 and x1: the anonymous part of any skyline. */
export function blocks(rng: Rng, x0: number, x1: number, g: number, minH: number, maxH: number): string {
  let d = '';
  for (let x = x0; x < x1; ) {
    const w = 18 + rng.next() * 34;
    const h = minH + rng.next() * (maxH - minH);
    d += box(x, g - h, w, h + 2);
    if (rng.chance(0.25)) d += box(x + w / 2 - 1, g - h - 14, 2, 14);
    x += w + (rng.chance(0.3) ? 4 : 0);
  }
  return d;
}

/** A curved Chinese or Japanese eave roof, tips turned up, ridge at y - h. */
export const roof = (cx: number, y: number, w: number, h: number): string =>
  `M${r(cx - w / 2)} ${r(y - h * 0.35)}Q${r(cx - w * 0.3)} ${r(y + 1)} ${r(cx - w * 0.24)} ${r(y - h)}H${r(cx + w * 0.24)}Q${r(cx + w * 0.3)} ${r(y + 1)} ${r(cx + w / 2)} ${r(y - h * 0.35)}Z`;

/** A tiered pagoda; `flare` widens the eaves (Japanese pagodas have wide thin roofs). */
export function pagoda(cx: number, g: number, tiers: number, w: number, tierH: number, flare = 1.25): string {
  let d = '';
  let y = g;
  for (let t = 0; t < tiers; t += 1) {
    const tw = w * (1 - t * 0.09);
    d += box(cx - tw * 0.32, y - tierH, tw * 0.64, tierH + 1);
    d += roof(cx, y - tierH + tierH * 0.15, tw * flare, tierH * 0.45);
    y -= tierH;
  }
  return d + box(cx - 1.5, y - tierH * 1.6, 3, tierH * 1.6 + 2) + disc(cx, y - tierH * 1.6, 3);
}

/** A palace hall on a terrace: double hipped roof with swept eaves (Forbidden City, city-wall gate towers). */
export function hall(cx: number, g: number, w: number, h: number): string {
  return (
    box(cx - w * 0.55, g - h * 0.18, w * 1.1, h * 0.18 + 1) +
    box(cx - w * 0.4, g - h * 0.62, w * 0.8, h * 0.46) +
    roof(cx, g - h * 0.55, w * 1.02, h * 0.24) +
    box(cx - w * 0.3, g - h * 0.86, w * 0.6, h * 0.1) +
    roof(cx, g - h * 0.8, w * 0.78, h * 0.22)
  );
}

/** A rounded karst or hill hump of width w and height h. */
export const hump = (x: number, g: number, w: number, h: number): string =>
  `M${r(x - w / 2)} ${r(g)}C${r(x - w / 2)} ${r(g - h * 0.9)} ${r(x - w * 0.22)} ${r(g - h)} ${r(x)} ${r(g - h)}C${r(x + w * 0.25)} ${r(g - h)} ${r(x + w / 2)} ${r(g - h * 0.75)} ${r(x + w / 2)} ${r(g)}Z`;

/** A soft rolling ridge across the whole width. */
export function ridge(rng: Rng, w: number, g: number, minH: number, maxH: number, steps = 5): string {
  const step = w / steps;
  let d = `M0 ${r(g + 2)}L0 ${r(g - minH)}`;
  for (let i = 0; i < steps; i += 1) {
    const x = i * step;
    const peak = g - minH - rng.next() * (maxH - minH);
    d += `Q${r(x + step / 2)} ${r(peak)} ${r(x + step)} ${r(g - minH - rng.next() * (maxH - minH) * 0.4)}`;
  }
  return `${d}L${r(w)} ${r(g + 2)}Z`;
}

/** A lattice tower in outline: Eiffel tower, Tokyo tower. */
export function latticeTower(cx: number, g: number, h: number, w: number, decks: number): string {
  const top = g - h;
  let d = `M${r(cx - w / 2)} ${r(g)}C${r(cx - w * 0.22)} ${r(g - h * 0.3)} ${r(cx - w * 0.06)} ${r(g - h * 0.7)} ${r(cx - 2)} ${r(top)}H${r(cx + 2)}C${r(cx + w * 0.06)} ${r(g - h * 0.7)} ${r(cx + w * 0.22)} ${r(g - h * 0.3)} ${r(cx + w / 2)} ${r(g)}H${r(cx + w * 0.3)}Q${r(cx)} ${r(g - h * 0.24)} ${r(cx - w * 0.3)} ${r(g)}Z`;
  for (let i = 1; i <= decks; i += 1) {
    const y = g - h * (i === 1 ? 0.26 : 0.56);
    const dw = w * (i === 1 ? 0.62 : 0.26);
    d += box(cx - dw / 2, y - 6, dw, 7);
  }
  return d + box(cx - 1, top - h * 0.08, 2, h * 0.08 + 1);
}

/** A vertical suspension curve between two points: bridge cables, willow branches. */
export const curve = (x0: number, y0: number, x1: number, y1: number, sag: number): string =>
  `M${r(x0)} ${r(y0)}Q${r((x0 + x1) / 2)} ${r((y0 + y1) / 2 + sag)} ${r(x1)} ${r(y1)}`;

export const triangle = (cx: number, g: number, w: number, h: number): string => poly(cx - w / 2, g, cx, g - h, cx + w / 2, g);

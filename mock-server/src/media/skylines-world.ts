import { blocks, curve, hump, latticeTower, pagoda, ridge, triangle } from './shapes.js';
import { type DrawSkyline, skyline } from './skyline.js';
import { box, disc, poly } from './svg.js';

/** Tokyo Tower in its orange, high-rises, and Fuji far away. */
export const tokyo: DrawSkyline = (rng, cx, g) => {
  const fx = cx > 400 ? 190 : 610;
  return skyline({
    far: triangle(fx, g, 520, 190),
    towers: blocks(rng, 0, 800, g, 40, 190),
    lit: true,
    near: box(cx + 110, g - 250, 50, 250) + box(cx - 190, g - 210, 56, 210),
    accents: [
      { d: poly(fx - 52, g - 152, fx, g - 190, fx + 52, g - 152, fx + 20, g - 160, fx, g - 146, fx - 22, g - 160), fill: '#f4f6fa' },
      { d: latticeTower(cx, g, 330, 120, 2), fill: '#d6572f' },
    ],
  });
};

/** A five-storey pagoda, a vermilion torii and maples on the hills. */
export const kyoto: DrawSkyline = (rng, cx, g) => {
  const tx = cx > 400 ? cx - 250 : cx + 250;
  let maples = '';
  for (let i = 0; i < 6; i += 1) maples += disc(rng.next() * 800, g - 10 - rng.next() * 30, 26 + rng.next() * 20);
  return skyline({
    far: ridge(rng, 800, g, 60, 150, 4),
    near: pagoda(cx, g, 5, 110, 52, 1.45),
    accents: [
      { d: maples, fill: '#b9553a' },
      {
        d:
          box(tx - 60, g - 150, 10, 150) +
          box(tx + 50, g - 150, 10, 150) +
          box(tx - 70, g - 128, 140, 10) +
          `M${tx - 92} ${g - 160}Q${tx} ${g - 146} ${tx + 92} ${g - 160}L${tx + 86} ${g - 176}Q${tx} ${g - 164} ${tx - 86} ${g - 176}Z`,
        fill: '#c8402c',
      },
    ],
  });
};

/** The Eiffel tower over mansard roofs and the Seine. */
export const paris: DrawSkyline = (rng, cx, g) => {
  let roofs = '';
  for (let x = 0; x < 800; x += 64) {
    const h = 40 + rng.next() * 30;
    roofs += poly(x, g, x, g - h, x + 8, g - h - 16, x + 56, g - h - 16, x + 64, g - h, x + 64, g) + box(x + 14, g - h - 26, 6, 12);
  }
  return skyline({
    far: hump(cx + 240, g, 260, 90) + box(cx + 228, g - 130, 24, 40) + disc(cx + 240, g - 130, 16),
    towers: roofs,
    lit: true,
    near: latticeTower(cx, g, 360, 150, 2),
    water: true,
  });
};

/** The Elizabeth clock tower, the Houses of Parliament and Tower Bridge on the Thames. */
export const london: DrawSkyline = (rng, cx, g) => {
  const bx = cx > 400 ? cx - 300 : cx + 170;
  let spires = '';
  for (let x = cx + 40; x < cx + 300; x += 26) spires += box(x, g - 90, 16, 90) + triangle(x + 8, g - 90, 16, 22);
  const bridgeTower = (x: number) => box(x, g - 180, 34, 180) + triangle(x + 17, g - 180, 40, 40);
  return skyline({
    far: blocks(rng, 0, 800, g, 20, 90) + box(cx - 334, g - 60, 8, 60),
    near:
      box(cx - 22, g - 260, 44, 260) +
      box(cx - 28, g - 250, 56, 60) +
      poly(cx - 24, g - 250, cx, g - 330, cx + 24, g - 250) +
      box(cx + 22, g - 70, 300, 70) +
      spires +
      bridgeTower(bx) +
      bridgeTower(bx + 110) +
      box(bx, g - 150, 144, 10) +
      box(bx - 60, g - 36, 264, 12),
    accents: [
      { d: disc(cx, g - 220, 14), fill: '#f3e6b4' },
      { d: disc(cx - 330, g - 150, 90) + disc(cx - 330, g - 150, 84), fill: 'far', evenOdd: true },
    ],
    strokes: curve(bx - 60, g - 40, bx, g - 160, 40) + curve(bx + 144, g - 160, bx + 204, g - 40, 40),
    water: true,
  });
};

/** Midtown's spires: the Empire State, the Chrysler crown and One World Trade Center. */
export const newYork: DrawSkyline = (rng, cx, g) => {
  let empire = '';
  for (const [w, h] of [
    [110, 180],
    [80, 260],
    [50, 320],
    [24, 350],
  ] as const)
    empire += box(cx - w / 2, g - h, w, h);
  const ch = cx + 160;
  return skyline({
    far: blocks(rng, 0, 800, g, 40, 140),
    towers: blocks(rng, 0, 800, g, 60, 210),
    lit: true,
    near:
      empire +
      box(cx - 2, g - 410, 4, 60) +
      box(ch - 24, g - 280, 48, 280) +
      `M${ch - 24} ${g - 280}Q${ch} ${g - 360} ${ch + 24} ${g - 280}Z` +
      box(ch - 1.5, g - 380, 3, 60) +
      poly(cx - 210, g, cx - 200, g - 330, cx - 170, g - 330, cx - 160, g) +
      box(cx - 186, g - 390, 2, 60),
    water: true,
  });
};

/** A small town among hills: for a city the seed does not know and any unrecognised path. */
export const generic: DrawSkyline = (rng, cx, g) =>
  skyline({
    far: ridge(rng, 800, g, 50, 160, 4),
    towers: ridge(rng, 800, g, 10, 60, 6),
    near: blocks(rng, cx - 120, cx + 120, g, 20, 60) + pagoda(cx + 150, g, 3, 40, 26, 1.3),
    water: rng.chance(0.5),
  });

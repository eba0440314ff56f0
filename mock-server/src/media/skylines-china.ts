import { blocks, curve, hall, hump, pagoda, ridge } from './shapes.js';
import { type DrawSkyline, skyline } from './skyline.js';
import { box, disc, poly } from './svg.js';

/** Palace roofs over a long red wall, the modern city faint behind. */
export const beijing: DrawSkyline = (rng, cx, g) =>
  skyline({
    far: ridge(rng, 800, g - 40, 10, 50) + blocks(rng, 0, 800, g - 20, 20, 70),
    near: hall(cx, g, 250, 150) + hall(cx - 270, g, 150, 85) + hall(cx + 270, g, 150, 85) + box(0, g - 26, 800, 28),
    accents: [{ d: box(0, g - 22, 800, 14), fill: '#9c3b2e' }],
  });

/** The Oriental Pearl tower, the Shanghai Tower and the bottle opener over the Huangpu. */
export const shanghai: DrawSkyline = (rng, cx, g) => {
  const tx = cx + 170;
  return skyline({
    far: blocks(rng, 0, 800, g, 30, 110),
    towers: blocks(rng, 40, 760, g, 50, 160),
    lit: true,
    near:
      box(cx - 4, g - 330, 8, 330) +
      poly(cx - 34, g, cx - 6, g - 150, cx + 6, g - 150, cx + 34, g) +
      disc(cx, g - 160, 30) +
      disc(cx, g - 268, 18) +
      disc(cx, g - 60, 14) +
      box(cx - 1.5, g - 380, 3, 60) +
      poly(tx - 28, g, tx - 22, g - 300, tx - 6, g - 352, tx + 18, g - 320, tx + 28, g) +
      poly(tx + 40, g, tx + 44, g - 290, tx + 84, g - 300, tx + 88, g) +
      pagoda(cx - 170, g, 6, 40, 38, 1.05),
    water: true,
  });
};

/** The Ming city wall with its gate tower, and the Big Wild Goose Pagoda. */
export const xian: DrawSkyline = (rng, cx, g) => {
  let crenels = '';
  for (let x = 0; x < 800; x += 22) crenels += box(x, g - 70, 12, 10);
  const px = cx > 400 ? cx - 260 : cx + 260;
  let goose = '';
  for (let t = 0; t < 7; t += 1) goose += box(px - 34 + t * 3.5, g - 110 - (t + 1) * 26, 68 - t * 7, 27);
  return skyline({
    far: ridge(rng, 800, g - 30, 10, 40) + goose + box(px - 2, g - 310, 4, 16),
    near: box(0, g - 62, 800, 64) + crenels + hall(cx, g - 60, 210, 120) + box(cx - 40, g - 40, 80, 40),
    accents: [{ d: `M${cx - 22} ${g + 1}v-26a22 22 0 0 1 44 0v26Z`, fill: '#2a1c14' }],
  });
};

/** Bamboo in front of misty hills: Chengdu's panda country. */
export const chengdu: DrawSkyline = (rng, cx, g) => {
  let stalks = '';
  let leaves = '';
  for (let i = 0; i < 7; i += 1) {
    const x = cx - 250 + i * 80 + rng.next() * 30;
    const h = 220 + rng.next() * 200;
    for (let y = g; y > g - h; y -= 34) stalks += box(x, y - 32, 7, 31);
    // Leaves hang in fans from the upper nodes, pointing down and out.
    for (let k = 0; k < 5; k += 1) {
      const ly = g - h + 10 + k * 26;
      const side = k % 2 === 0 ? 1 : -1;
      for (const drop of [6, 26]) leaves += poly(x + 3, ly, x + 3 + side * 44, ly + drop, x + 3 + side * 10, ly + 6 + drop / 4);
    }
  }
  return skyline({
    far: ridge(rng, 800, g, 60, 160, 4),
    towers: ridge(rng, 800, g, 20, 70, 6),
    near: stalks + leaves,
  });
};

/** Karst peaks over the Li river, a bamboo raft on the water. */
export const guilin: DrawSkyline = (rng, cx, g) => {
  let far = '';
  for (let x = -40; x < 840; x += 70 + rng.next() * 40) far += hump(x, g, 90 + rng.next() * 50, 140 + rng.next() * 120);
  let near = '';
  for (const x of [cx - 290, cx - 200, cx + 210, cx + 300]) near += hump(x, g, 110 + rng.next() * 40, 200 + rng.next() * 120);
  return skyline({
    far,
    towers: ridge(rng, 800, g, 10, 50, 8),
    near: near + box(cx - 40, g + 50, 80, 6) + disc(cx + 10, g + 24, 6) + poly(cx + 2, g + 50, cx + 10, g + 30, cx + 18, g + 50),
    strokes: `M${cx - 30} ${g + 50}L${cx - 10} ${g + 20}`,
    water: true,
  });
};

/** West Lake: the Leifeng pagoda on its hill, a humped bridge and willows. */
export const hangzhou: DrawSkyline = (rng, cx, g) => {
  let willow = '';
  for (let i = 0; i < 10; i += 1) willow += curve(20 + i * 14, g - 170, 16 + i * 15, g - 50 - rng.next() * 50, 6);
  return skyline({
    far: ridge(rng, 800, g, 30, 100, 4),
    towers: hump(cx, g, 360, 70),
    near:
      pagoda(cx, g - 66, 5, 70, 30, 1.35) +
      `M${cx + 150} ${g + 2}Q${cx + 230} ${g - 50} ${cx + 310} ${g + 2}Z` +
      box(70, g - 170, 9, 170) +
      disc(50, g - 180, 36) +
      disc(96, g - 196, 40) +
      disc(138, g - 172, 30),
    strokes: willow,
    water: true,
  });
};

/** Towers packed along Victoria Harbour under the Peak, a junk with red sails. */
export const hongKong: DrawSkyline = (rng, cx, g) =>
  skyline({
    far: ridge(rng, 800, g, 90, 190, 3),
    towers: blocks(rng, 0, 800, g, 60, 200),
    lit: true,
    near:
      poly(cx - 30, g, cx - 24, g - 330, cx - 10, g - 350, cx + 6, g - 340, cx + 12, g) +
      poly(cx + 60, g, cx + 62, g - 260, cx + 90, g - 300, cx + 118, g - 240, cx + 120, g) +
      box(cx + 88, g - 330, 3, 32) +
      box(cx - 160, g - 200, 44, 200) +
      box(cx + 170, g - 170, 38, 170) +
      box(cx - 240, g + 70, 90, 14),
    accents: [
      {
        d: poly(cx - 230, g + 68, cx - 214, g + 10, cx - 196, g + 68) + poly(cx - 190, g + 68, cx - 176, g + 24, cx - 160, g + 68),
        fill: '#b5462f',
      },
    ],
    water: true,
  });

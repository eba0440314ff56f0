/** The size a picture is drawn at; its viewBox, and the width and height that let a page reserve its space. */
export interface Frame {
  w: number;
  h: number;
}

export const PHOTO: Frame = { w: 800, h: 600 };

/**
 * The whole document. `slice` fills a cover box the way object-fit: cover does, and no text, title or
 * label is written from the request: the page's alt names the picture, and nothing of the URL can leak into it (a
 * store badge's fixed words are the only text, badges.ts).
 */
export const svgDocument = (frame: Frame, defs: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.w}" height="${frame.h}" viewBox="0 0 ${frame.w} ${frame.h}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;

/** A closed rectangle as path data, so a whole row of buildings is one element. */
export const box = (x: number, y: number, w: number, h: number): string => `M${r(x)} ${r(y)}h${r(w)}v${r(h)}h${r(-w)}Z`;

/** A closed polygon as path data. */
export const poly = (...points: number[]): string => {
  let d = '';
  for (let i = 0; i < points.length; i += 2) d += `${i === 0 ? 'M' : 'L'}${r(points[i] ?? 0)} ${r(points[i + 1] ?? 0)}`;
  return `${d}Z`;
};

/** A circle as path data (two arcs), to join circles into the same path as boxes. */
export const disc = (cx: number, cy: number, radius: number): string =>
  `M${r(cx - radius)} ${r(cy)}a${r(radius)} ${r(radius)} 0 1 0 ${r(2 * radius)} 0a${r(radius)} ${r(radius)} 0 1 0 ${r(-2 * radius)} 0Z`;

export const path = (d: string, fill: string, extra = ''): string => (d === '' ? '' : `<path d="${d}" fill="${fill}"${extra}/>`);

/** One decimal at most: enough at 800 px, and it keeps every picture well under 10 KB. */
export const r = (n: number): number => Math.round(n * 10) / 10;

/** A linear gradient from top to bottom. */
export const vGradient = (id: string, stops: readonly string[]): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map((c, i) => `<stop offset="${r(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

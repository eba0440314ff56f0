/** The two forms of every drawn picture: its SVG, and a PNG of it for link previews, which show no SVG. */
export type PictureFormat = 'svg' | 'png';

/**
 * A drawn picture's address (the path after /media/): `<path>.svg` is drawn from that path, and `<path>.png` is the
 * same drawing as a PNG. Null for any other address, which is no drawn picture.
 */
export function drawnPictureOf(path: string): { svgPath: string; format: PictureFormat } | null {
  const extension = path.slice(-4).toLowerCase();
  if (extension === '.svg') return { svgPath: path, format: 'svg' };
  if (extension === '.png') return { svgPath: `${path.slice(0, -4)}.svg`, format: 'png' };
  return null;
}

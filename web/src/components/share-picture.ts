/** The shop's own picture for a link preview (web/public/share-card.png, 1200 x 630). */
const SHARE_CARD = '/share-card.png';

/** Link previews show PNG, JPEG and WebP pictures; an SVG or a picture of unknown kind shows as nothing at all. */
const RASTER = /\.(png|jpe?g|webp)$/i;

/**
 * The absolute address of a link preview's picture: the first of the page's own pictures that a preview can show,
 * else the shop's share card. Pictures named by path (a backend's media folder) are under the shop's origin.
 */
export function sharePicture(pictures: readonly (string | null | undefined)[], origin: string): string {
  for (const picture of pictures) {
    if (!picture) continue;
    try {
      const url = new URL(picture, origin);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && RASTER.test(url.pathname)) return url.href;
    } catch {
      // Not an address at all: the next picture, or the card.
    }
  }
  return new URL(SHARE_CARD, origin).href;
}

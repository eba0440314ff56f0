import { webAddresses } from '../lib/web-address';

/** The shop's own picture for a link preview (web/public/share-card.png, 1200 x 630). */
const SHARE_CARD = '/share-card.png';

/** Link previews show PNG, JPEG and WebP pictures; an SVG or a picture of unknown kind shows as nothing at all. */
const RASTER = /\.(png|jpe?g|webp)$/i;

/**
 * The absolute address of a link preview's picture: the first of the page's own pictures that a preview can show,
 * else the shop's share card. Pictures named by path (a backend's media folder) are under the shop's origin.
 */
export function sharePicture(pictures: readonly (string | null | undefined)[], origin: string): string {
  const shown = webAddresses(pictures, origin).find((address) => RASTER.test(new URL(address).pathname));
  return shown ?? new URL(SHARE_CARD, origin).href;
}

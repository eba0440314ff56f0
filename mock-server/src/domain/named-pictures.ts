import { findTour, tourPicUrl, tourPicUrlById } from './catalog.js';
import { CARD_TYPES } from './luhn.js';
import { cardPictureUrl, rasterOf } from './picture-urls.js';
import type { State } from './state.js';

/** A gallery picture: `/media/tours/<city>/<category>/<start hour>/<tour id>-<n>.svg` (catalog.ts). */
const TOUR_PICTURE = /^\/media\/tours\/(?:[^/]+\/){3}(\d+)-(\d+)\.svg$/;
/** The picture of a tour that is gone, which orders and reviews still show (catalog.ts `tourPicUrlById`). */
const GONE_TOUR_PICTURE = /^\/media\/tours\/(\d+)-1\.svg$/;

/**
 * Whether the world's data names the drawn picture at `svgAddress` (`/media/<path>.svg`), as its SVG or as the PNG of
 * it (`/media/<path>.png`, the same drawing): the addresses the seed and the calls hand out (picture-urls.ts,
 * catalog.ts) and those people set (an avatar, a review's pictures). The media routes draw only these, so an address
 * made up by a client costs no drawing. A tour's picture is found from the tour its address names; any other from the
 * rows that hold picture addresses, a few thousand at most at any scale (the seed reviews only the first tours).
 */
export function namesPicture(state: State, svgAddress: string): boolean {
  const pngAddress = rasterOf(svgAddress);
  const named = (address: string | null | undefined) => address === svgAddress || address === pngAddress;
  return (
    namesTourPicture(state, svgAddress) ||
    namesGoneTourPicture(state, svgAddress) ||
    state.cities.some((city) => named(city.picUrl)) ||
    state.categories.some((category) => named(category.picUrl)) ||
    state.banners.some((banner) => named(banner.picUrl) || named(banner.wapPicUrl)) ||
    state.articles.some((article) => named(article.picUrl)) ||
    state.merchants.some((merchant) => named(merchant.logo)) ||
    state.users.some((user) => named(user.logo)) ||
    // Every brand mark, not only those of the cards saved now: a card list shown before a delete still shows its own.
    CARD_TYPES.some((type) => named(cardPictureUrl(type))) ||
    state.cards.some((card) => named(cardPictureUrl(card.cardType))) ||
    state.reviews.some((review) => named(review.userAvatar) || review.picUrls.some(named)) ||
    // A blog post shows a picture of its city inside its text too (seed/blogs.ts).
    state.blogs.some((blog) => named(blog.picUrl) || blog.content.includes(`"${svgAddress}"`) || blog.content.includes(`"${pngAddress}"`))
  );
}

/** A tour names its gallery, 1 to its galleryCount, under the address its city, category and start hour make. */
function namesTourPicture(state: State, svgAddress: string): boolean {
  const match = TOUR_PICTURE.exec(svgAddress);
  if (!match) return false;
  const tour = findTour(state, Number(match[1]));
  const n = Number(match[2]);
  return tour !== undefined && n >= 1 && n <= tour.galleryCount && tourPicUrl(state, tour, n) === svgAddress;
}

/** The picture of a tour the world no longer has is named while a review or an order of it shows it. */
function namesGoneTourPicture(state: State, svgAddress: string): boolean {
  const match = GONE_TOUR_PICTURE.exec(svgAddress);
  if (!match) return false;
  const id = Number(match[1]);
  if (tourPicUrlById(state, id) !== svgAddress) return false;
  return state.reviews.some((review) => review.spuId === id) || state.orders.some((order) => order.items.some((item) => item.spuId === id));
}

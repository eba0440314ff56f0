/**
 * The picture URLs the seed and the domain hand out. Each carries every fact its picture needs (the
 * city, the category, the start hour), so drawing is a pure function of the path: no lookup in a world,
 * and the same code can draw in a browser.
 */

const slugs = new Map<string, string>();

/** "Xi'an" -> "xian", "Hong Kong" -> "hong-kong"; remembered, because tour cards build one per row. */
export function citySlug(englishName: string): string {
  let slug = slugs.get(englishName);
  if (slug === undefined) {
    slug =
      englishName
        .normalize('NFKD')
        .toLowerCase()
        .replace(/['’]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'city';
    slugs.set(englishName, slug);
  }
  return slug;
}

/** "09:30" -> 9; a tour without times is drawn at midday. */
export const startHourOf = (times: readonly string[]): number => {
  const hour = Number.parseInt(times[0] ?? '', 10);
  return Number.isFinite(hour) ? hour : 12;
};

export const cityPictureUrl = (englishName: string): string => `/media/cities/${citySlug(englishName)}.svg`;

export const blogPictureUrl = (englishName: string, blogId: number, n = 1): string =>
  `/media/blogs/${citySlug(englishName)}/${n === 1 ? blogId : `${blogId}-${n}`}.svg`;

export const reviewPictureUrl = (englishName: string, reviewId: number, n: number): string =>
  `/media/reviews/${citySlug(englishName)}/${reviewId}-${n}.svg`;

/** The banner's subject names its scene; `phone` is the 750x600 picture for narrow screens. */
export const bannerPictureUrl = (scene: string, bannerId: number, phone: boolean): string =>
  `/media/banners/${scene}/${bannerId}${phone ? '-m' : ''}.svg`;

/** A saved card's brand mark: `Visa` -> `/media/cards/visa.svg`, `American Express` -> `/media/cards/american-express.svg`. */
export const cardPictureUrl = (cardType: string): string => `/media/cards/${cardType.toLowerCase().replace(/\s+/g, '-')}.svg`;

/** The PNG of a drawn picture's SVG address, the same drawing for link previews (http/picture-rasters.ts). */
export const rasterOf = (svgAddress: string): string => svgAddress.replace(/\.svg$/, '.png');

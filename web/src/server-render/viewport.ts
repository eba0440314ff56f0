/**
 * The width a server render lays the page out for. The screens that choose a layout in script (the tour list's
 * filters, the tour's booking panel) read a media query at their first render; a server has only the User-Agent, and
 * "Mobi" in it is the usual sign of a phone (MDN, "Browser detection using the user agent"). A wrong guess costs
 * that visitor one relayout when the app draws over the page.
 */
export const PHONE_WIDTH = 390;
export const LAPTOP_WIDTH = 1280;

export const viewportWidthOf = (userAgent: string | undefined): number => (/Mobi/i.test(userAgent ?? '') ? PHONE_WIDTH : LAPTOP_WIDTH);

const ROOT_FONT_SIZE_PX = 16;

/** Whether a media query of min-width and max-width conditions (px or em, joined by `and`) holds at this width. */
export function matchesWidth(media: string, width: number): boolean {
  const conditions = [...media.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, amount, unit]) => {
    const px = Number(amount) * (unit === 'px' ? 1 : ROOT_FONT_SIZE_PX);
    return bound === 'min' ? width >= px : width <= px;
  });
}

/** The contract's largest page (pageSize in contract/src/fields.ts): a whole listing in the fewest calls. */
const LISTING_PAGE_SIZE = 100;

/** More pages than this is a backend that never runs out, not a catalogue: the listing fails rather than go on. */
export const MAX_LISTING_PAGES = 1_000;

/**
 * Every item of a paged call, asked page after page from the first. The listing ends at the first page that brings no
 * item not seen before: an empty page, or the same page again from a backend that ignores the page number. A page
 * shorter than asked does not end it, since a backend may cap its pages below the contract's largest.
 */
export async function everyItemOf<T extends { id: number }>(
  call: string,
  pageOf: (pageNo: number, pageSize: number) => Promise<readonly T[]>,
): Promise<T[]> {
  const items = new Map<number, T>();
  for (let pageNo = 1; pageNo <= MAX_LISTING_PAGES; pageNo += 1) {
    const seen = items.size;
    // No more than the page asked for: a backend that answers a page of 100,000 items is read for 100 of them.
    for (const item of (await pageOf(pageNo, LISTING_PAGE_SIZE)).slice(0, LISTING_PAGE_SIZE)) items.set(item.id, item);
    if (items.size === seen) return [...items.values()];
  }
  throw new Error(`${call} had more after ${MAX_LISTING_PAGES} pages of ${LISTING_PAGE_SIZE}`);
}

/// <reference lib="dom" />

/*
 * What the preview bench runs inside the page (passed to Playwright's evaluate, so each is self-contained).
 */

/**
 * The first priced tour card of the page, once its picture is loaded and decoded: the time in ms from navigation
 * start, or 0 while it is not. The first in the page's order, so on a phone it is the card on the first screen of
 * its sideways row, not one scrolled out of view whose picture happened to arrive first.
 */
export const firstPricedCardPainted = () => {
  const card = Array.from(document.querySelectorAll('main article')).find((article) => article.querySelector('[data-testid="price"]'));
  const picture = card?.querySelector('img');
  return picture instanceof HTMLImageElement && picture.complete && picture.naturalWidth > 0 ? performance.now() : 0;
};

/** The `preview:*` marks of preview/src/main.ts, by name without the prefix. */
export const previewMarks = () =>
  Object.fromEntries(
    performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith('preview:'))
      .map((mark) => [mark.name.slice('preview:'.length), Math.round(mark.startTime)]),
  );

/** One search as the shop sends it, timed in the page (answered by the service worker in the preview). */
export const timedSearch = async () => {
  const started = performance.now();
  const response = await fetch('/rest/api/product/search', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'pageNo=1&pageSize=10&keyword=&currencyId=1',
  });
  const body = (await response.json()) as { code: number };
  if (body.code !== 200) throw new Error(`search answered ${body.code}`);
  return performance.now() - started;
};

import { expect, TOUR_CARD_PICTURE, test } from '../support/preview-fixtures';
import { PREVIEW_BASE } from '../support/preview-host';

/**
 * A page of an older build than the worker that serves it takes the worker for another build's and stops
 * (preview/src/served-by-own-worker.ts); a host that lets browsers keep its pages for minutes (GitHub Pages: 10) would
 * hand the worker such a page after every publication. The worker serves the shell or a page drawn at build time.
 */
test('the preview’s worker asks the host for the page past the HTTP cache, so the page it serves is the host’s build', async ({
  context,
  page,
}) => {
  await page.goto('');
  await expect(page.locator(TOUR_CARD_PICTURE).first()).toBeVisible();
  const pageAsked: Promise<Record<string, string>> = new Promise((resolve) => {
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.serviceWorker() && pathname.startsWith(PREVIEW_BASE) && pathname.endsWith('.html'))
        void request.allHeaders().then(resolve);
    });
  });
  await page.goto('productList');
  // What fetch sends for `cache: 'no-cache'`: the host is asked to revalidate whatever the HTTP cache holds.
  expect((await pageAsked)['cache-control']).toBe('max-age=0');
});

import { expect, TOUR_CARD_PICTURE, test } from '../support/preview-fixtures';

/** The build's scripts the page loaded, and where each came from (Chromium's resource timing for static routes). */
const loadedScripts = () =>
  (performance.getEntriesByType('resource') as (PerformanceResourceTiming & { workerFinalSourceType?: string })[])
    .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
    .map((entry) => ({ name: entry.name, source: entry.workerFinalSourceType ?? '', transferSize: entry.transferSize }));

test('a repeat visit reads the build’s files from the service worker’s cache, asking the static host for none', async ({ page }) => {
  await page.goto('');
  await expect(page.locator(TOUR_CARD_PICTURE).first()).toBeVisible();
  const notKept = () =>
    page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('tours-preview-assets:'));
      const kept = new Set(name ? (await (await caches.open(name)).keys()).map((request) => request.url) : []);
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      return loaded.filter((url) => /\/assets\/[^/]+\.js$/.test(new URL(url).pathname) && !kept.has(url));
    });
  await expect.poll(notKept, { message: 'every script the first visit loaded is kept' }).toEqual([]);

  await page.reload();
  await expect(page.locator(TOUR_CARD_PICTURE).first()).toBeVisible();
  const scripts = await page.evaluate(loadedScripts);
  expect(scripts.length).toBeGreaterThan(10);
  expect(scripts.filter((script) => script.source !== 'cache' || script.transferSize !== 0)).toEqual([]);
});

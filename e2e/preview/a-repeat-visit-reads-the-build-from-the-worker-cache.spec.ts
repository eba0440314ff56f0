import { expect, TOUR_CARD_PICTURE, test } from '../support/preview-fixtures';

const isBuildScript = (url: string) => /\/assets\/[^/]+\.js$/.test(new URL(url).pathname);

test('a repeat visit reads the build’s files from the service worker’s cache, asking the static host for none', async ({
  context,
  page,
}) => {
  // What the worker itself asked the host for: on a first visit, the files it keeps; on a repeat visit, none.
  let workerAsked: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker() && isBuildScript(request.url())) workerAsked.push(request.url());
  });
  await page.goto('');
  await expect(page.locator(TOUR_CARD_PICTURE).first()).toBeVisible();
  const notKept = () =>
    page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('tours-preview-assets:'));
      const kept = new Set(name ? (await (await caches.open(name)).keys()).map((request) => request.url) : []);
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      return loaded.filter((url) => /\/assets\/[^/]+\.js$/.test(new URL(url).pathname) && !kept.has(url));
    });
  // The parts drawn when the browser is idle load after the first screen: a visit is over once the network is quiet.
  await page.waitForLoadState('networkidle');
  await expect.poll(notKept, { message: 'every script the first visit loaded is kept' }).toEqual([]);
  expect(workerAsked.length, 'the worker fetched the files it keeps itself').toBeGreaterThan(0);

  workerAsked = [];
  const pageScripts: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (isBuildScript(response.url())) pageScripts.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
  });
  await page.reload();
  await expect(page.locator(TOUR_CARD_PICTURE).first()).toBeVisible();
  expect(pageScripts.length).toBeGreaterThan(10);
  expect(pageScripts.filter((script) => !script.fromWorker)).toEqual([]);
  expect(workerAsked, 'every script answered from the cache, none fetched from the host').toEqual([]);
});

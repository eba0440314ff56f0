import type { Page } from '@playwright/test';
import { NEIGHBOUR_HEARD_CACHE, NEIGHBOUR_WORKER_PATH } from '../support/neighbour-worker';
import { expect, TOUR_CARD_PICTURE, test } from '../support/preview-fixtures';
import { NEIGHBOUR_PATH, PREVIEW_BASE } from '../support/preview-host';

/**
 * From the neighbour's page, as any page of the origin can: registers the neighbour's worker over a scope and waits until
 * it is active. Its script is at the origin's root, so any scope is open to it; over the preview's own scope it replaces
 * the preview's script in the preview's registration, and claims the preview's open pages.
 */
async function neighbourRegisters(page: Page, baseURL: string | undefined, scope: string): Promise<void> {
  await page.goto(new URL(NEIGHBOUR_PATH, baseURL).href);
  await page.evaluate(
    async ({ script, scope }) => {
      const registration = await navigator.serviceWorker.register(script, { scope });
      const worker = registration.installing ?? registration.waiting ?? registration.active;
      if (!worker || worker.state === 'activated') return;
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    },
    { script: NEIGHBOUR_WORKER_PATH, scope },
  );
}

/** The calls of the world that reached the neighbour's worker, from the note it keeps in the origin's Cache Storage. */
const heardByNeighbour = (page: Page) =>
  page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url), NEIGHBOUR_HEARD_CACHE);

test('a neighbour’s worker over the whole origin, registered before the first visit: the preview serves itself and sends it nothing', async ({
  page,
  baseURL,
}) => {
  await neighbourRegisters(page, baseURL, '/');
  await page.goto('');
  await expect(page.locator(TOUR_CARD_PICTURE).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(new URL('preview-sw.js', baseURL).href);
  await page.reload();
  await expect(page.locator(TOUR_CARD_PICTURE).first()).toBeVisible();
  expect(await heardByNeighbour(page)).toEqual([]);
});

test('a neighbour registers its worker over the preview’s scope, which claims the open page: the page loads again, served by the preview’s, and says so', async ({
  context,
  page,
  baseURL,
  api,
}) => {
  await page.goto('');
  await expect(page.locator(TOUR_CARD_PICTURE).first()).toBeVisible();
  await neighbourRegisters(await context.newPage(), baseURL, PREVIEW_BASE);

  await expect(page.getByText('Another site on this address had put its own service worker in front of this preview.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(new URL('preview-sw.js', baseURL).href);
  await expect(page.locator(TOUR_CARD_PICTURE).first()).toBeVisible();
  expect(await api.data('product.search', { pageNo: 1, pageSize: 10 })).not.toHaveLength(0);
  expect(await heardByNeighbour(page)).toEqual([]);
});

test('a neighbour’s worker over a scope inside the preview’s, which no claim can take back: the preview says so in both languages and sends it nothing', async ({
  page,
  baseURL,
}) => {
  await neighbourRegisters(page, baseURL, `${PREVIEW_BASE}productList`);
  await page.goto('productList');
  const refusal = page.getByRole('alert');
  await expect(refusal.getByRole('heading', { name: 'The preview stopped' })).toBeVisible();
  await expect(refusal.getByRole('heading', { name: '预览已停止' })).toBeVisible();
  await expect(refusal).toContainText('another site on the same address (origin) registered it');
  await expect(refusal).toContainText('同一地址（源）上的其他网站注册了它');
  await expect(page.locator(TOUR_CARD_PICTURE)).toHaveCount(0);
  expect(await heardByNeighbour(page)).toEqual([]);
});

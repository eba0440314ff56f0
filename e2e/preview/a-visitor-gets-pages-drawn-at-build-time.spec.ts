import type { Page } from '@playwright/test';
import { DEMO } from '../support/demo-data';
import { expect, test } from '../support/preview-fixtures';

/** #root of a page drawn at build time names the visitor it was drawn for (web/src/server-render/page-template.ts). */
const DRAWN_FOR_DEFAULT_VISITOR = 'data-drawn-for="en.0.0"';

const shopStarted = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('preview:shop-started').length > 0);

test('the host sends a tour drawn at build time on a first visit, the worker sends it again until the world changes', async ({
  page,
  api,
}) => {
  const redrawn: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('differed from the app')) redrawn.push(message.text());
  });
  const first = await page.goto('productInfo/1');
  expect(first?.fromServiceWorker()).toBe(false);
  expect(await first?.text()).toContain(DRAWN_FOR_DEFAULT_VISITOR);
  const name = (await page.locator('h1').first().textContent()) ?? '';
  expect(name).not.toBe('');
  await shopStarted(page);
  // The world's pictures come from the worker alone: the ones the host could not send are asked again.
  await expect(page.locator('main img').first()).toHaveJSProperty('complete', true);
  await expect
    .poll(() =>
      page
        .locator('main img')
        .first()
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);

  const repeat = await page.reload();
  expect(repeat?.fromServiceWorker()).toBe(true);
  expect(await repeat?.text()).toContain(DRAWN_FOR_DEFAULT_VISITOR);
  await shopStarted(page);
  await expect(page.locator('h1').first()).toHaveText(name);
  expect(redrawn, 'the shop took the drawn page over as drawn').toEqual([]);

  // A login is a change of the world (a session): the pages drawn from the built world no longer fit it.
  await api.logIn(DEMO.email, DEMO.password);
  const changed = await page.reload();
  expect(changed?.fromServiceWorker()).toBe(true);
  expect(await changed?.text()).not.toContain('data-drawn-for');
  await shopStarted(page);
  await expect(page.locator('h1').first()).toHaveText(name);
});

test('the worker sends the Chinese page drawn at build time to a visitor who reads Chinese', async ({ page }) => {
  await page.goto('productInfo/2?lang=zh');
  await shopStarted(page);
  const again = await page.reload();
  expect(again?.fromServiceWorker()).toBe(true);
  expect(await again?.text()).toContain('data-drawn-for="zh.0.0"');
});

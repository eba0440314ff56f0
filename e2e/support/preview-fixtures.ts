import { test as base, expect, type Page } from '@playwright/test';
import { SERVED_MARK } from '@tours/preview/protocol';
import { DEMO } from './demo-data';
import { PREVIEW_BASE } from './preview-host';
import { PREVIEW_URL_ENV } from './preview-setup';
import { pageTransport, ShopApi } from './shop-api';

interface PreviewFixtures {
  /** The API through the test's page (pageTransport); open the preview (`page.goto('')`) before the first call. */
  api: ShopApi;
}

export const test = base.extend<PreviewFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; there are none.
  baseURL: async ({}, use) => {
    const url = process.env[PREVIEW_URL_ENV];
    if (!url) throw new Error(`${PREVIEW_URL_ENV} is not set: run through e2e/preview.config.ts`);
    await use(url);
  },
  api: async ({ page }, use) => use(new ShopApi(pageTransport(page))),
});

/**
 * The tour cards' pictures once the shop has taken the page over, drawn from the world the service worker answers
 * with: the preview has started. A page drawn at build time shows its cards from the first paint, before the worker
 * serves it; its #root names the visitor it was drawn for until the shop takes it over (web/src/app/server-state.ts).
 */
export const TOUR_CARD_PICTURE = '#root:not([data-drawn-for]) main article img';

/**
 * Waits until the preview has started on the open page: its service worker serves it and the shop has taken it over.
 * A page drawn at build time shows its headings and cards from the first paint, before either, so what a page shows is
 * no sign of it; a deep link opened before the worker serves reaches the static host, which has no such page.
 */
export async function previewStarted(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, SERVED_MARK);
  await page.locator('#root:not([data-drawn-for])').waitFor({ state: 'attached' });
}

/** The seeded customer logs in through the preview's login page, as a person does, and lands in the account centre. */
export async function logInThroughTheForm(page: Page): Promise<void> {
  await page.goto('login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${PREVIEW_BASE}personalCenter`));
}

export { expect };

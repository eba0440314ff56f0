import { expect, test } from '@playwright/test';
import * as sample from '@tours/contract/samples';
import { untilTheAppHasThePage } from '../support/app-ready';
import { webDistURL } from '../support/server-url';
import { type RunningServer, startStorefront } from '../support/servers';
import { startStandInBackend } from '../support/stand-in-backend';

/**
 * The storefront's server in front of a backend that is not the mock (a stand-in answering the contract's samples,
 * 100 ms late): the pages come drawn with its data and the app takes them over, as in front of a real backend.
 */
let backend: Awaited<ReturnType<typeof startStandInBackend>>;
let storefront: RunningServer;

test.beforeAll(async () => {
  backend = await startStandInBackend();
  storefront = await startStorefront(webDistURL(), backend.url, 'storefront-stand-in.log');
});

test.afterAll(async () => {
  await storefront?.stop();
  await backend?.close();
});

test('a visitor opens the home page and a tour drawn with another backend’s data, and books from it', async ({ page }) => {
  const home = await page.goto(`${storefront.baseURL}/`);
  expect(await home?.text()).toContain('data-drawn-for="en.0.0"');
  await expect(page.getByRole('heading', { name: 'Recommended cities' })).toBeVisible();
  await expect(page.getByRole('article', { name: sample.productCard.name }).first()).toBeVisible();

  const tour = await page.goto(`${storefront.baseURL}/productInfo/${sample.productDetail.id}`);
  expect(await tour?.text()).toContain(sample.productDetail.name);
  await expect(page.locator('h1')).toHaveText(sample.productDetail.name);
  await untilTheAppHasThePage(page);
  await page.getByRole('button', { name: 'CHECK' }).click();
  await expect(page.getByText('Please select a date')).toBeVisible();

  // The drawn pages' calls went to this backend, in the visitor's language, under its own name.
  const detail = backend.received.find((call) => call.path === '/product/detail');
  expect(detail?.headers['accept-language']).toBe('en');
  expect(detail?.headers.host).toBe(new URL(backend.url).host);
});

import type { Locator, Page } from '@playwright/test';
import { ALICE } from '../support/demo-data';
import { PHONE_USER_AGENT, PHONE_VIEWPORT } from '../support/devices';
import { expect, test } from '../support/fixtures';

const PHONE = PHONE_VIEWPORT;
const results = (page: Page) => page.getByRole('region', { name: 'Tour results' });
const shownTourNames = (list: Locator) => list.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));

test.use({ viewport: PHONE, userAgent: PHONE_USER_AGENT });

test('on a phone the first tour shows on the first screen and the filters open from a Filters button', async ({ page, shop }) => {
  await page.goto('/productList');
  const firstCard = results(page).getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const top = (await firstCard.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  expect(top, 'the first tour card starts within the first screen').toBeLessThan(PHONE.height);
  const before = await shownTourNames(results(page));

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const cities = await shop.data('city.list', {});
  const tokyo = cities.list.find((c) => c.englishName === 'Tokyo');
  if (!tokyo) throw new Error('the seed has Tokyo');
  // The chips hide the checkbox itself; a person clicks the chip's label.
  await drawer.getByRole('group', { name: 'City' }).getByText('Tokyo', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`cityId=${tokyo.id}`));
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(drawer).toBeHidden();

  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  const expected = await shop.data('product.search', { pageNo: 1, pageSize: 10, cityIds: [tokyo.id] });
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(() => shownTourNames(results(page))).toEqual(expected.map((t) => t.name));
  expect(expected.map((t) => t.name)).not.toEqual(before);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect.poll(() => shownTourNames(results(page))).toEqual(expected.map((t) => t.name));

  await page.getByRole('button', { name: 'Filters (1)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/cityId=/);
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
});

test('the phone menu lists the destinations and every city leads to tours', async ({ page, shop }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByText('Destinations')).toBeVisible();
  for (const region of ['Asia', 'Europe', 'Americas']) {
    await menu.getByRole('button', { name: region }).click();
  }
  const cityLinks = menu.getByRole('link', { name: /Beijing|Shanghai|Hangzhou|Tokyo|Paris|London|New York/ });
  await expect(cityLinks).toHaveCount(7);
  const hrefs = await cityLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

  await menu.getByRole('link', { name: 'Paris' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/productList\?cityId=\d+$/);
  await expect(results(page).getByRole('article').first()).toBeVisible();

  // Every city in the menu has tours (no empty lists). The click above showed that a link's list is its city's
  // search; the other six are asked of the same call rather than loaded one by one (seven page loads were a minute).
  for (const href of hrefs) {
    const cityId = Number(new URL(href, 'http://shop').searchParams.get('cityId'));
    expect(cityId, href).toBeGreaterThan(0);
    const tours = await shop.data('product.search', { pageNo: 1, pageSize: 10, cityIds: [cityId] });
    expect(tours.length, href).toBeGreaterThan(0);
  }
});

for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
  test(`a toast does not cover the header at ${viewport.width}x${viewport.height}`, async ({ page, shop, logIn }) => {
    await page.setViewportSize(viewport);
    const token = await logIn(ALICE.email, ALICE.password);
    const saved = new Set((await shop.data('member.favorite.list', { pageNo: 1, pageSize: 10 }, token)).list.map((f) => f.spuId));
    const tour = (await shop.data('product.search', { pageNo: 1, pageSize: 10 }, token)).find((t) => !saved.has(t.id));
    if (!tour) throw new Error('the first page has a tour Alice has not saved');

    await page.goto('/productList');
    await page
      .getByRole('article', { name: tour.name })
      .getByRole('button', { name: `Save ${tour.name} to favourites` })
      .click();
    const toast = page.getByRole('alert').filter({ hasText: 'Success' });
    await expect(toast).toBeVisible();
    const toastBox = await toast.boundingBox();
    const headerBox = await page.getByRole('banner').boundingBox();
    if (!toastBox || !headerBox) throw new Error('the toast and the header are on screen');
    expect(toastBox.y, 'the toast starts below the header').toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  });
}

import { hydrationMismatches } from '../support/app-ready';
import { expect, test } from '../support/fixtures';

/**
 * A Chinese page has an address of its own (`?lang=zh`, docs/adr/0055-an-address-per-language.md): a first visitor who
 * follows one, from a search result or a shared link, gets the page drawn in Chinese and stays in Chinese from page to
 * page; a visitor who chose English keeps English.
 */
const TOUR = '/productInfo/1';

test('a first visitor following a Chinese link gets the tour in Chinese, keeps Chinese on the next page, and shares the Chinese address', async ({
  page,
  context,
}) => {
  const mismatches = hydrationMismatches(page);
  const response = await page.goto(`${TOUR}?lang=zh`);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<html lang="zh-CN"');
  expect(html).toContain(`rel="canonical" href="${new URL(`${TOUR}?lang=zh`, page.url()).href}"`);
  // The app took the Chinese page over as drawn: the browser adopted the address's language before its first render.
  expect(mismatches).toEqual([]);
  await expect(page.getByRole('button', { name: '查询' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('zh');
  expect((await context.cookies()).find((cookie) => cookie.name === 'shop-visitor')?.value).toBe('zh.0.0');

  const share = page.getByRole('group', { name: '分享' }).getByRole('link', { name: /LinkedIn/ });
  expect(decodeURIComponent((await share.getAttribute('href')) ?? '')).toContain(`${TOUR}?lang=zh`);

  // A link of the shop names no language: the visitor's own (now Chinese) carries on, and the address bar names it.
  await page.getByRole('banner').getByRole('link', { name: '首页' }).first().click();
  await expect(page).toHaveURL(/\/\?lang=zh$/);
  await expect(page.getByRole('heading', { name: '推荐城市' })).toBeVisible();
});

test('a visitor who chose English keeps English on a Chinese link, and the page names its English address', async ({
  page,
  usePreferences,
}) => {
  await usePreferences({ language: 'en' });
  await page.goto(`${TOUR}?lang=zh`);
  await expect(page.getByRole('button', { name: 'CHECK' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]').last()).toHaveAttribute('href', /\/productInfo\/1$/);
  // The address bar follows the page: a link copied from it opens in English, as this visitor saw it.
  await expect(page).toHaveURL(/\/productInfo\/1$/);
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en');
});

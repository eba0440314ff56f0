import type { Page } from '@playwright/test';
import { hydrationMismatches } from '../support/app-ready';
import { PHONE_VIEWPORT } from '../support/devices';
import { expect, test } from '../support/fixtures';

const LAPTOP = { width: 1280, height: 800 };

async function expectNotFoundPage(page: Page, sentence: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(sentence, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Tours');
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
}

for (const viewport of [LAPTOP, PHONE_VIEWPORT]) {
  test(`at ${viewport.width}x${viewport.height}, a tour that does not exist and an unknown address both lead on to the tours and home`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const mismatches = hydrationMismatches(page);
    // HTTP 404 too, so a crawler or a link checker reads both as gone, not as pages.
    expect((await page.goto('/productInfo/99999'))?.status()).toBe(404);
    await expectNotFoundPage(page, 'This tour does not exist or is no longer offered.');
    await page.getByRole('main').getByRole('link', { name: 'Browse tours' }).click();
    await expect(page).toHaveURL(/\/productList$/);

    expect((await page.goto('/no-such-page'))?.status()).toBe(404);
    await expectNotFoundPage(page, 'The page you are looking for does not exist or has moved.');
    // The unknown address came drawn by the server, and the app took it over as drawn.
    expect(mismatches).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('in Chinese the not-found page, its links and its title are Chinese', async ({ page, usePreferences }) => {
  await usePreferences({ language: 'zh' });
  await page.goto('/BlogInfo/99999');
  await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
  await expect(page.getByText('这篇文章不存在或已被删除。', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '浏览线路' })).toHaveAttribute('href', '/productList');
  await expect(page.getByRole('main').getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle('页面不存在 | 旅游');
});

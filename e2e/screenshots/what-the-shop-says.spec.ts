import { mkdirSync } from 'node:fs';
import { bookableTour } from '../support/booking';
import { expect, test } from '../support/fixtures';
import { JPEG_SHOT, SCREEN_SIZES, SCREENSHOT_FOLDER } from './screenshot-settings';

/**
 * Screens whose words or layout say what happened, at 1280x800 and 390x844 in English and Chinese: Send code's
 * "Code sent to", a home row with no tours, and (on a phone) the booking sheet's calendar across the sheet.
 * Written to docs/screenshots/code-sent-*.jpg, home-empty-row-*.jpg and booking-sheet-*.jpg.
 */
const LANGUAGES = [
  { code: 'en', email: 'Email', send: 'Send code', newRoutes: 'New Routes', check: 'Check availability' },
  { code: 'zh', email: '电子邮箱', send: '发送验证码', newRoutes: '新线路', check: '查看可订日期' },
] as const;

test.beforeAll(() => {
  mkdirSync(SCREENSHOT_FOLDER, { recursive: true });
});

for (const words of LANGUAGES) {
  test(`what the shop says in ${words.code}`, async ({ page, shop, mock, usePreferences }) => {
    await usePreferences({ language: words.code });
    await mock.setOverride({ call: 'product.search', match: { recommendNew: true }, answer: { code: 200, data: [] } });
    const tour = await bookableTour(shop);
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size.viewport);
      await page.goto('/register');
      await page.getByRole('textbox', { name: words.email, exact: true }).fill(`traveller-${size.name}@example.com`);
      await page.getByRole('button', { name: words.send }).click();
      await expect(page.getByRole('alert').filter({ hasText: '@example.com' })).toBeVisible();
      await page.screenshot({ ...JPEG_SHOT, path: `${SCREENSHOT_FOLDER}code-sent-${words.code}-${size.name}.jpg` });

      await page.goto('/');
      const row = page.getByRole('region', { name: words.newRoutes, exact: true });
      await row.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ ...JPEG_SHOT, path: `${SCREENSHOT_FOLDER}home-empty-row-${words.code}-${size.name}.jpg` });
    }
    await page.setViewportSize(SCREEN_SIZES[1].viewport);
    await page.goto(`/productInfo/${tour.id}`);
    await page.getByRole('button', { name: words.check }).click();
    await expect(page.getByRole('dialog').getByRole('table').first()).toBeVisible();
    await page.screenshot({ ...JPEG_SHOT, path: `${SCREENSHOT_FOLDER}booking-sheet-${words.code}-390x844.jpg` });
  });
}

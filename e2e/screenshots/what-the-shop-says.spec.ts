import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bookableTour } from '../support/booking';
import { expect, test } from '../support/fixtures';

/**
 * Screens whose words or layout say what happened, at 1280x800 and 390x844 in English and Chinese: Send code's
 * "Code sent to", a home row with no tours, and (on a phone) the booking sheet's calendar across the sheet.
 * Written to docs/screenshots/code-sent-*.jpg, home-empty-row-*.jpg and booking-sheet-*.jpg.
 */
const folder = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const SIZES = [
  { name: '1280x800', viewport: { width: 1280, height: 800 } },
  { name: '390x844', viewport: { width: 390, height: 844 } },
] as const;
const LANGUAGES = [
  { code: 'en', email: 'Email', send: 'Send code', newRoutes: 'New Routes', check: 'Check availability' },
  { code: 'zh', email: '电子邮箱', send: '发送验证码', newRoutes: '新线路', check: '查看可订日期' },
] as const;
const shot = { type: 'jpeg', quality: 80, animations: 'disabled', caret: 'hide' } as const;

test.beforeAll(() => {
  mkdirSync(folder, { recursive: true });
});

for (const words of LANGUAGES) {
  test(`what the shop says in ${words.code}`, async ({ page, shop, mock, usePreferences }) => {
    await usePreferences({ language: words.code });
    await mock.setOverride({ call: 'product.search', match: { recommendNew: true }, answer: { code: 200, data: [] } });
    const tour = await bookableTour(shop);
    for (const size of SIZES) {
      await page.setViewportSize(size.viewport);
      await page.goto('/register');
      await page.getByRole('textbox', { name: words.email, exact: true }).fill(`traveller-${size.name}@example.com`);
      await page.getByRole('button', { name: words.send }).click();
      await expect(page.getByRole('alert').filter({ hasText: '@example.com' })).toBeVisible();
      await page.screenshot({ ...shot, path: `${folder}code-sent-${words.code}-${size.name}.jpg` });

      await page.goto('/');
      const row = page.getByRole('region', { name: words.newRoutes, exact: true });
      await row.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ ...shot, path: `${folder}home-empty-row-${words.code}-${size.name}.jpg` });
    }
    await page.setViewportSize(SIZES[1].viewport);
    await page.goto(`/productInfo/${tour.id}`);
    await page.getByRole('button', { name: words.check }).click();
    await expect(page.getByRole('dialog').getByRole('table').first()).toBeVisible();
    await page.screenshot({ ...shot, path: `${folder}booking-sheet-${words.code}-390x844.jpg` });
  });
}

import { mkdirSync } from 'node:fs';
import { bookableTour, bookThroughPanel } from '../support/booking';
import { DEMO } from '../support/demo-data';
import { expect, test } from '../support/fixtures';
import { JPEG_SHOT, SCREEN_SIZES, SCREENSHOT_FOLDER } from './screenshot-settings';

/**
 * The tour's share row (with "Link copied") and the wallet's approval page, at 1280x800 and 390x844 in English and
 * Chinese, for a person to look at: docs/screenshots/share-row-<language>-<size>.jpg and wallet-<language>-<size>.jpg.
 */
const LANGUAGES = [
  { code: 'en', share: 'Share', copy: 'Copy link', firm: 'Firm payment' },
  { code: 'zh', share: '分享', copy: '复制链接', firm: '确认支付' },
] as const;

test.beforeAll(() => {
  mkdirSync(SCREENSHOT_FOLDER, { recursive: true });
});

for (const words of LANGUAGES) {
  test(`the share row and the wallet page in ${words.code}`, async ({ page, context, shop, logIn, usePreferences }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logIn(DEMO.email, DEMO.password);
    const tour = await bookableTour(shop);
    await bookThroughPanel(page, tour);
    await usePreferences({ language: words.code });
    await page.reload();
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('button', { name: words.firm }).click();
    await expect(page).toHaveURL(/\/mock-paypal\/checkout/);
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size.viewport);
      await page.screenshot({ ...JPEG_SHOT, path: `${SCREENSHOT_FOLDER}wallet-${words.code}-${size.name}.jpg` });
    }
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size.viewport);
      await page.goto(`/productInfo/${tour.id}`);
      const row = page.getByRole('main').getByRole('group', { name: words.share });
      await row.getByRole('button', { name: words.copy }).click();
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ ...JPEG_SHOT, path: `${SCREENSHOT_FOLDER}share-row-${words.code}-${size.name}.jpg` });
    }
  });
}

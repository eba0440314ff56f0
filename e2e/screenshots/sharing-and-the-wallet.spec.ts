import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bookableTour, bookThroughPanel } from '../support/booking';
import { DEMO } from '../support/demo-data';
import { expect, test } from '../support/fixtures';

/**
 * The tour's share row (with "Link copied") and the wallet's approval page, at 1280x800 and 390x844 in English and
 * Chinese, for a person to look at: docs/screenshots/share-row-<language>-<size>.jpg and wallet-<language>-<size>.jpg.
 */
const folder = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const SIZES = [
  { name: '1280x800', viewport: { width: 1280, height: 800 } },
  { name: '390x844', viewport: { width: 390, height: 844 } },
] as const;
const LANGUAGES = [
  { code: 'en', share: 'Share', copy: 'Copy link', firm: 'Firm payment' },
  { code: 'zh', share: '分享', copy: '复制链接', firm: '确认支付' },
] as const;
const shot = { type: 'jpeg', quality: 80, animations: 'disabled', caret: 'hide' } as const;

test.beforeAll(() => {
  mkdirSync(folder, { recursive: true });
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
    for (const size of SIZES) {
      await page.setViewportSize(size.viewport);
      await page.screenshot({ ...shot, path: `${folder}wallet-${words.code}-${size.name}.jpg` });
    }
    for (const size of SIZES) {
      await page.setViewportSize(size.viewport);
      await page.goto(`/productInfo/${tour.id}`);
      const row = page.getByRole('main').getByRole('group', { name: words.share });
      await row.getByRole('button', { name: words.copy }).click();
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ ...shot, path: `${folder}share-row-${words.code}-${size.name}.jpg` });
    }
  });
}

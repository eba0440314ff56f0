import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO } from '../support/demo-data';
import { expect, test } from '../support/fixtures';
import { everyRoute, ROUTE_NAMES, withBookingDraft } from '../support/routes';

const folder = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

test.beforeAll(() => {
  mkdirSync(folder, { recursive: true });
});

for (const routeName of ROUTE_NAMES) {
  test(`${routeName} in both languages at 1280 and 390 px`, async ({ page, context, shop, logIn }) => {
    const token = await logIn(DEMO.email, DEMO.password);
    const route = (await everyRoute(shop, token))[routeName];
    if (routeName === 'checkout') await withBookingDraft(context, shop);
    for (const language of ['en', 'zh'] as const) {
      await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
      for (const size of widths) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(route.path);
        await expect(page.getByRole('main')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? /^zh/ : /^en/);
        await page.screenshot({
          path: `${folder}${route.name}-${language}-${size.name}.jpg`,
          type: 'jpeg',
          quality: 55,
          animations: 'disabled',
          caret: 'hide',
        });
      }
    }
  });
}

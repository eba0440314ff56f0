import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/preview-fixtures';

const folder = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const sizes = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
] as const;

test.beforeAll(() => {
  mkdirSync(folder, { recursive: true });
});

for (const language of ['en', 'zh'] as const) {
  test(`the preview's home and its open toolbar (${language}) at 1280 and 390 px`, async ({ page }) => {
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    for (const size of sizes) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('');
      await expect(page.locator('main article img').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const shot = { type: 'png', animations: 'disabled', caret: 'hide' } as const;
      if (language === 'en') await page.screenshot({ ...shot, path: `${folder}preview-home-${size.name}.png` });
      const title = language === 'en' ? 'Mock toolbar' : '模拟工具栏';
      await page.getByRole('button', { name: title }).click();
      await expect(page.getByRole('region', { name: title })).toBeVisible();
      await page.screenshot({ ...shot, path: `${folder}preview-toolbar-${language}-${size.name}.png` });
      await page.keyboard.press('Escape');
    }
  });
}

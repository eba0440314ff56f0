import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/fixtures';

/**
 * The home page's first screen as a product owner and a traveller first meet it, lossless (PNG) for the README: a
 * laptop (1280x800) and a phone (390x844), in English and in Chinese.
 */
const folder = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const SIZES = [
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const LANGUAGES = [
  { code: 'en', suffix: '', popular: 'Popular' },
  { code: 'zh', suffix: '-zh', popular: '热门线路' },
] as const;

test.beforeAll(() => {
  mkdirSync(folder, { recursive: true });
});

for (const language of LANGUAGES) {
  test(`the home page's first screen in ${language.code} at 1280x800 and 390x844`, async ({ page, usePreferences }) => {
    await usePreferences({ language: language.code });
    for (const size of SIZES) {
      await page.setViewportSize(size.viewport);
      await page.goto('/');
      await expect(page.getByRole('region', { name: language.popular, exact: true }).getByRole('article').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${folder}home-${size.name}${language.suffix}.png`, animations: 'disabled', caret: 'hide' });
    }
  });
}

import { LAPTOP_AND_PHONE } from '../support/devices';
import { expect, test } from '../support/fixtures';

/**
 * The banners of a drawn page come to life when a person reaches them or when their first turn is due
 * (web/src/components/banner-carousel-props.ts): until then their arrows are the server's HTML. The arrows show from the
 * first paint, and the first touch on one turns the banners by exactly one, whether the app has started or not.
 */
const LANGUAGES = [
  { code: 'en', next: 'Next slide', blogBanner: 'Featured posts' },
  { code: 'zh', next: '下一张', blogBanner: '精选文章' },
] as const;

for (const [{ name, use }, words] of LAPTOP_AND_PHONE.map((device, n) => [device, LANGUAGES[n % 2]] as const)) {
  test.describe(`at a ${name}`, () => {
    test.use(use);

    test(`in ${words?.code}, the first touch on Next turns the home and blog banners by one`, async ({ page, usePreferences }) => {
      if (!words) throw new Error('a language for every device');
      await usePreferences({ language: words.code });
      for (const [path, banners] of [
        ['/', page.getByRole('region', { name: words.code === 'en' ? 'Featured' : '精选', exact: true })],
        ['/Blog', page.getByRole('region', { name: words.blogBanner, exact: true })],
      ] as const) {
        await test.step(`${path}: Next as soon as the page shows`, async () => {
          await page.goto(path, { waitUntil: 'commit' });
          const next = banners.getByRole('button', { name: words.next, exact: true });
          await expect(next).toBeEnabled();
          await next.click();
          await expect(banners.getByRole('tab', { name: 'Go to slide 2' })).toHaveAttribute('aria-selected', 'true');
          await expect(banners.getByRole('tab', { selected: true })).toHaveCount(1);
        });
      }
    });
  });
}

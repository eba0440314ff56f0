import type { Locator } from '@playwright/test';
import { LAPTOP_AND_PHONE } from '../support/devices';
import { expect, test } from '../support/fixtures';

const SHOWN = {
  en: { address: '/', failed: 'This content could not be loaded.', retry: 'Try again', cta: 'Browse all tours' },
  zh: { address: '/?lang=zh', failed: '内容加载失败。', retry: '重试', cta: '浏览全部线路' },
} as const;

/** As long as the longest reason the shop gives (a call that timed out): two lines on a phone. */
const LONG_REASON = 'The banners are resting while the server is busy. Please try again.';

/** Whether `locator`'s box and `other`'s share any point. */
async function overlaps(locator: Locator, other: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([locator.boundingBox(), other.boundingBox()]);
  if (!a || !b) throw new Error('both are on the screen');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether what the person sees in the middle of each of `locator`'s lines is `locator` itself (nothing drawn over it). */
function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) =>
    [...element.getClientRects()].every((line) => {
      const seen = document.elementFromPoint(line.x + line.width / 2, line.y + line.height / 2);
      return seen !== null && element.contains(seen);
    }),
  );
}

for (const size of LAPTOP_AND_PHONE) {
  test.describe(`at a ${size.name}`, () => {
    test.use(size.use);

    for (const language of ['en', 'zh'] as const) {
      test(`in ${language}, failed banners say so at the hero's foot, readable and clear of the headline, and Try again brings them`, async ({
        page,
        mock,
      }) => {
        const shown = SHOWN[language];
        await mock.setFault({ call: 'ad.list', errorCode: 500, errorMessage: LONG_REASON });
        await page.goto(shown.address);

        const headline = page.getByRole('heading', { level: 1 });
        const failure = page.getByRole('alert').filter({ hasText: shown.failed });
        await expect(failure).toContainText(LONG_REASON);
        const retry = page.getByRole('button', { name: shown.retry });
        await expect(retry).toBeVisible();
        expect(await overlaps(failure, headline), 'the failure sits clear of the headline').toBe(false);
        expect(await overlaps(failure, page.getByRole('link', { name: shown.cta })), 'and of the button to every tour').toBe(false);
        expect(await isOnTop(failure), 'nothing of the hero is drawn over the failure').toBe(true);
        // Light text on the dark hero: the text is white.
        expect(await failure.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)');

        await mock.clearFaults();
        await retry.click();
        await expect(
          page
            .getByRole('region', { name: language === 'en' ? 'Featured' : '精选' })
            .getByRole('button')
            .first(),
        ).toBeVisible();
        await expect(failure).toHaveCount(0);
      });
    }
  });
}

import type { Locator, Page } from '@playwright/test';
import { bookableTour, openBookingPanel } from '../support/booking';
import { PHONE } from '../support/devices';
import { expect, test } from '../support/fixtures';

/**
 * A name of 300 characters, as a merchant may write one, with a real place name longer than a phone is wide. The seed
 * holds no such tour, so an override patches one tour's answer (mock-server README, "Answer overrides"): that name and
 * no gallery pictures, which leaves the tour's cover as its only picture.
 */
const PLACE = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch';
const LONG_NAME = `Sunrise walk over the ${PLACE} ridge, with a picnic by the Menai Strait and its two bridges, `.repeat(3).slice(0, 300);

/** Nothing of the page reaches past the window's right edge: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, 'the page is no wider than the window').toBeLessThanOrEqual(widths.window);
}

/** Every picture of the gallery has loaded (a broken one has no natural width). */
const loadedPictures = (gallery: Locator) =>
  gallery.locator('img').evaluateAll((images) => images.every((image) => image instanceof HTMLImageElement && image.naturalWidth > 0));

const SIZES = [
  { name: 'a 1280x800 laptop', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'a 390x844 phone', use: PHONE },
];

for (const size of SIZES) {
  test.describe(`on ${size.name}`, () => {
    test.use(size.use);

    test('a tour with a 300-character name and no gallery pictures stays usable, and another tour is as seeded', async ({
      page,
      shop,
      mock,
    }) => {
      const tour = await bookableTour(shop);
      const [other] = (await shop.data('product.search', { pageNo: 1, pageSize: 10 })).filter((found) => found.id !== tour.id);
      if (!other) throw new Error('the seed has a second tour');
      const otherSeeded = await shop.data('product.detail', { id: other.id });
      const override = await mock.setOverride({
        call: 'product.detail',
        match: { id: tour.id },
        patch: { name: LONG_NAME, sliderPicUrls: [] },
      });

      await test.step("the name wraps inside the tour's column, the heart beside it on screen", async () => {
        await page.goto(`/productInfo/${tour.id}`);
        const name = page.getByRole('heading', { level: 1 });
        await expect(name).toHaveText(LONG_NAME);
        await expectNoSidewaysScroll(page);
        expect(await name.evaluate((heading) => heading.scrollWidth <= heading.clientWidth), 'the name fits its own box').toBe(true);
        // The gallery spans the tour's column; on a laptop the booking panel starts after it.
        const [nameBox, column] = [await name.boundingBox(), await page.getByRole('region', { name: 'Photo gallery' }).boundingBox()];
        expect((nameBox?.x ?? 0) + (nameBox?.width ?? 0), "the name ends within the tour's column").toBeLessThanOrEqual(
          (column?.x ?? 0) + (column?.width ?? 0),
        );
        await expect(page.getByRole('button', { name: `Save ${LONG_NAME} to favourites` })).toBeInViewport();
      });

      await test.step('the gallery is the cover alone, loaded, across the column', async () => {
        const gallery = page.getByRole('region', { name: 'Photo gallery' });
        await expect(gallery.getByRole('button', { name: /^Open photo/ })).toHaveAccessibleName('Open photo 1 of 1');
        await expect.poll(() => loadedPictures(gallery), { message: 'the cover has loaded' }).toBe(true);
        const [picture, column] = [await gallery.getByRole('button').first().boundingBox(), await gallery.boundingBox()];
        expect(picture?.width, 'the one picture spans the gallery').toBeCloseTo(column?.width ?? 0, 0);
      });

      await test.step('the booking panel opens, beside the tour on a laptop and from the bottom bar on a phone', async () => {
        const panel = await openBookingPanel(page);
        await expect(panel.getByRole('button', { name: 'CHECK' })).toBeInViewport();
      });

      await test.step("the override answered this tour's page and no other: another tour shows its seeded name and pictures", async () => {
        const answered = await mock.journal('product.detail', { id: tour.id });
        expect(answered.total).toBeGreaterThan(0);
        expect(answered.entries.map((entry) => entry.override)).toEqual(answered.entries.map(() => override));
        await page.goto(`/productInfo/${other.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(otherSeeded.name);
        const pictures = otherSeeded.sliderPicUrls.length;
        await expect(
          page.getByRole('region', { name: 'Photo gallery' }).getByRole('button', { name: `Open photo 1 of ${pictures}` }),
        ).toBeVisible();
        const seen = await mock.journal('product.detail', { id: other.id });
        expect(seen.entries.filter((entry) => entry.override !== undefined)).toEqual([]);
      });
    });
  });
}

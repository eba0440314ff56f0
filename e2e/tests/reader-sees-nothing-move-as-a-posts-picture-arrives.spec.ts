import { LAPTOP_AND_PHONE } from '../support/devices';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/held-requests';

/**
 * A post has a cover picture and pictures in its HTML, written as most editors write them, without a size (the seed's
 * `<p><img src alt></p>`). The page keeps a box for each until it loads (blog-detail-page.tsx,
 * web/src/components/html-content.module.css), so nothing jumps when they arrive: a jump a phone reader sees, and
 * Lighthouse counts as layout shift.
 */
for (const size of LAPTOP_AND_PHONE) {
  test.describe(`at a ${size.name}`, () => {
    test.use(size.use);

    test('a reader whose post pictures come late sees their boxes at once, and nothing moves when they come', async ({ page }) => {
      const letThePicturesCome = await holdRequests(page, '**/media/blogs/**');
      // The page's load event waits for its pictures: these are held.
      await page.goto('/BlogInfo/1', { waitUntil: 'domcontentloaded' });
      const post = page.getByRole('main').getByRole('article');
      const cover = post.locator('img[src$="/1.svg"]');
      const inTheText = post.locator('img[src$="-2.svg"]');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();

      const coverBox = await cover.boundingBox();
      const inTheTextBox = await inTheText.boundingBox();
      if (!coverBox || !inTheTextBox) throw new Error('the post shows its cover and a picture in its text');
      expect(coverBox.height, 'the cover has its box while it loads').toBeGreaterThan(150);
      expect(inTheTextBox.width, 'the picture in the text takes the column').toBeGreaterThan(200);
      expect(inTheTextBox.height, 'in a 4:3 box while it loads').toBeCloseTo((inTheTextBox.width * 3) / 4, 0);
      const before = { picture: inTheTextBox.y, footer: (await footer.boundingBox())?.y };

      letThePicturesCome();
      for (const picture of [cover, inTheText]) {
        await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      }
      const after = { picture: (await inTheText.boundingBox())?.y, footer: (await footer.boundingBox())?.y };
      expect(after, 'the text under the cover and what follows the pictures stay where they were').toEqual(before);
    });
  });
}

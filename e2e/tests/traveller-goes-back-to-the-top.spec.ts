import { PHONE } from '../support/devices';
import { expect, test } from '../support/fixtures';

test.use(PHONE);

test('on a phone, Back to top appears once the page is scrolled down and takes the traveller to the top', async ({ page }) => {
  await page.goto('/productList');
  await expect(page.getByRole('region', { name: 'Tour results' }).getByRole('article').first()).toBeVisible();
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toBeHidden();

  await page.mouse.wheel(0, 1500);
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toBeHidden();
});

import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

for (const path of ['/', '/productList', '/productInfo/1']) {
  test(`on ${path} the first Tab shows "Skip to main content", which takes the keyboard past the header`, async ({ page }) => {
    await page.goto(path);
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next stop is in the page itself, not among the header's links and menus.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false)).toBe(true);
  });
}

import { bookableTour, bookThroughPanel } from '../support/booking';
import { expect, test } from '../support/fixtures';

test('Checkout Now from the sample cart explains that nothing waits for payment and leads to the tours', async ({ page }) => {
  await page.goto('/userCart');
  await page.getByRole('link', { name: 'Checkout Now' }).click();

  await expect(page.getByRole('heading', { name: 'Nothing to check out yet' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('link', { name: 'Browse tours' }).click();
  await expect(page).toHaveURL(/\/productList/);
});

test('Checkout Now goes on to the booking that waits for payment', async ({ page, shop }) => {
  const tour = await bookableTour(shop);
  await bookThroughPanel(page, tour);
  await expect(page).toHaveURL(/\/checkout$/);

  await page.goto('/userCart');
  await page.getByRole('link', { name: 'Checkout Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: 'Firm payment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing to check out yet' })).toHaveCount(0);
});

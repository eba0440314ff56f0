import type { Page } from '@playwright/test';
import { fillCard, fillPersonalDetails } from '../support/checkout';
import { CARDS } from '../support/demo-data';
import { PHONE_VIEWPORT } from '../support/devices';
import { expect, test } from '../support/fixtures';

const LAPTOP = { width: 1280, height: 800 };

/** The cart's item as it reads there: its name, when (date at time), party, and the cart's total. */
async function readCart(page: Page) {
  const item = page.getByRole('main').getByRole('article');
  await expect(item).toBeVisible();
  const when = (await item.getByText(/^\d{4}-\d{2}-\d{2} at \d{2}:\d{2} · /).textContent()) ?? '';
  const [, date = '', time = ''] = when.match(/^(\S+) at (\S+) /) ?? [];
  return {
    name: (await item.getAttribute('aria-label')) ?? '',
    date,
    time,
    party: (await item.getByText(/^Adults \d+, children \d+$/).textContent()) ?? '',
    total: ((await page.getByTestId('cart-total').textContent()) ?? '').replace(/^Total\s*/, ''),
  };
}

for (const viewport of [LAPTOP, PHONE_VIEWPORT]) {
  test(`at ${viewport.width}x${viewport.height}, Checkout Now checks out the cart's item: its tour, date, time, party and total`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/userCart');
    const cart = await readCart(page);
    expect(cart.date).not.toBe('');

    await page.getByRole('link', { name: 'Checkout Now' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Nothing to check out yet' })).toHaveCount(0);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText(cart.name, { exact: true })).toBeVisible();
    await expect(summary.getByText(`${cart.date} ${cart.time}`, { exact: true })).toBeVisible();
    await expect(summary.getByText(`${cart.party}, infants 0`, { exact: true })).toBeVisible();
    await expect(summary.getByTestId('checkout-total')).toHaveText(cart.total);
    await expect(page.getByRole('button', { name: 'Firm payment' })).toBeVisible();
  });
}

test('the visitor pays for the cart item like any booking, and it becomes a booked order', async ({ page, mock, world }) => {
  await page.setViewportSize(LAPTOP);
  await page.goto('/userCart');
  const cart = await readCart(page);
  await page.getByRole('link', { name: 'Checkout Now' }).click();

  const visitor = { firstName: 'Cora', lastName: 'Cart', email: `cora-${world.name}@example.test` };
  await fillPersonalDetails(page, visitor, { mock });
  await fillCard(page, CARDS.success, 'Cora Cart');
  await page.getByRole('button', { name: 'Firm payment' }).click();
  await page.getByRole('dialog', { name: 'Have you paid?' }).getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(page).toHaveURL(/\/orderInfo\/\d+\?type=1$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  expect(await mock.order(orderId)).toMatchObject({ status: 10, payStatus: true });
  await expect(page.getByRole('article', { name: cart.name })).toContainText(`Reservation: ${cart.date} ${cart.time}`);
});

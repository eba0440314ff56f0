import type { Page } from '@playwright/test';
import { bookableTour, orderIdFromUrl } from '../support/booking';
import { checkoutWithDraft } from '../support/checkout-draft';
import { DEMO } from '../support/demo-data';
import { expect, test } from '../support/fixtures';

/** A logged-in customer's checkout is pre-filled from the profile; only the method is chosen. */
async function payWithPaypal(page: Page): Promise<void> {
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.email);
  await expect(page.getByRole('textbox', { name: 'Verification code' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'Firm payment' }).click();
  await expect(page).toHaveURL(/\/mock-paypal\/checkout\?token=/);
  await expect(page.getByRole('heading', { name: 'Mock PayPal' })).toBeVisible();
}

test.beforeEach(async ({ logIn }) => {
  await logIn(DEMO.email, DEMO.password);
});

test('a customer approves the PayPal payment and returns to the paid order', async ({ page, shop, mock }) => {
  const tour = await bookableTour(shop);
  await checkoutWithDraft(page, mock, tour);
  await payWithPaypal(page);

  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/orderInfo\/\d+\?type=1$/);
  const orderId = orderIdFromUrl(page);
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('Booked', { exact: true })).toBeVisible();
  await expect(page.getByText('PayPal', { exact: true })).toBeVisible();
  await expect(page.getByText('Credit card', { exact: true })).toHaveCount(0);
  expect(await mock.order(orderId)).toMatchObject({ status: 10, payStatus: true, email: DEMO.email });
});

test('a customer cancels on the PayPal page and returns to the unpaid order', async ({ page, shop, mock }) => {
  const tour = await bookableTour(shop);
  await checkoutWithDraft(page, mock, tour);
  await payWithPaypal(page);

  // The wallet's two choices stand one above the other, the same width and lined up.
  const approve = await page.getByRole('button', { name: 'Approve' }).boundingBox();
  const cancel = await page.getByRole('link', { name: 'Cancel and return to the shop' }).boundingBox();
  expect(approve && cancel && { x: cancel.x - approve.x, width: cancel.width - approve.width, below: cancel.y > approve.y }).toEqual({
    x: 0,
    width: 0,
    below: true,
  });
  await page.getByRole('link', { name: 'Cancel and return to the shop' }).click();
  await expect(page).toHaveURL(/\/orderInfo\/\d+\?payment=cancelled$/);
  const orderId = orderIdFromUrl(page);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Payment cancelled' })).toBeVisible();
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
  await expect(page.getByText('Not paid yet', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay Now' })).toBeVisible();
  expect(await mock.order(orderId)).toMatchObject({ status: 0, payStatus: false });
});

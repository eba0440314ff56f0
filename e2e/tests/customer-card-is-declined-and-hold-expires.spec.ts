import { bookableTour, bookThroughPanel, orderIdFromUrl } from '../support/booking';
import { fillCard } from '../support/checkout';
import { CARDS, DEMO, SPEC_MESSAGES } from '../support/demo-data';
import { expect, test } from '../support/fixtures';

test('a declined card shows the credit message on the order page, and once the hold expires Pay Now is refused', async ({
  page,
  shop,
  mock,
  logIn,
}) => {
  await logIn(DEMO.email, DEMO.password);
  const tour = await bookableTour(shop);
  await bookThroughPanel(page, tour);

  await fillCard(page, CARDS.decline, 'Demo Traveller');
  await page.getByRole('button', { name: 'Firm payment' }).click();
  await expect(page).toHaveURL(/\/orderInfo\/\d+$/);
  const orderId = orderIdFromUrl(page);
  await expect(page.getByRole('alert').filter({ hasText: SPEC_MESSAGES.creditInfoWrong })).toBeVisible();
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
  expect(await mock.order(orderId)).toMatchObject({ status: 0, payStatus: false });

  await mock.advanceClock({ minutes: 31 });
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This order has expired; please book again' })).toBeVisible();
  await expect(page).toHaveURL(/\/orderInfo\/\d+$/);
  const held = await mock.order(orderId);
  expect(held.payStatus).toBe(false);
});

test('with a slow card the order page shows the waiting overlay and polls until the payment settles', async ({
  page,
  shop,
  mock,
  logIn,
}) => {
  await logIn(DEMO.email, DEMO.password);
  const tour = await bookableTour(shop);
  await bookThroughPanel(page, tour);
  await fillCard(page, CARDS.slow, 'Demo Traveller');
  await page.getByRole('button', { name: 'Firm payment' }).click();
  await page.getByRole('dialog', { name: 'Have you paid?' }).getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(page).toHaveURL(/\/orderInfo\/\d+\?type=1$/);
  const orderId = orderIdFromUrl(page);

  await expect(page.getByTestId('payment-overlay')).toBeVisible();
  expect(await mock.order(orderId)).toMatchObject({ status: 0, payStatus: false });
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('payment-overlay')).toBeHidden();
  expect(await mock.order(orderId)).toMatchObject({ status: 10, payStatus: true });
});

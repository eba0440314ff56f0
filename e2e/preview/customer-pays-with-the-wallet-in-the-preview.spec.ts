import { bookableTour, bookThroughPanel, orderIdFromUrl } from '../support/booking';
import { DEMO } from '../support/demo-data';
import { expect, logInThroughTheForm, previewStarted, test } from '../support/preview-fixtures';
import { PREVIEW_BASE } from '../support/preview-host';

test('in the static preview, a customer pays with the wallet, approves it and the paid order survives a reload', async ({ page, api }) => {
  await test.step('the preview opens under its sub-path and the seeded customer logs in', async () => {
    await page.goto('');
    await previewStarted(page);
    await logInThroughTheForm(page);
  });

  const tour = await bookableTour(api);
  await bookThroughPanel(page, tour);

  await test.step('PayPal leads to the preview’s own approval page', async () => {
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.email);
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('button', { name: 'Firm payment' }).click();
    await expect(page).toHaveURL(new RegExp(`${PREVIEW_BASE}mock-paypal/checkout\\?token=`));
    await expect(page.getByRole('heading', { name: 'Mock PayPal' })).toBeVisible();
  });

  let orderId = 0;
  await test.step('Approve returns to the paid order', async () => {
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(new RegExp(`${PREVIEW_BASE}orderInfo/\\d+\\?type=1$`));
    orderId = orderIdFromUrl(page);
    await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByText('PayPal', { exact: true })).toBeVisible();
  });

  await test.step('a reload of the order page (a deep link on a static host) finds the order still booked', async () => {
    await page.goto(`orderInfo/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
    await expect(page.getByText('Booked', { exact: true })).toBeVisible();
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const order = await api.data('trade.order.get-detail', { id: orderId }, token ?? '');
    expect(order).toMatchObject({ status: 10, payStatus: true, email: DEMO.email });
  });
});

import { bookableTour, bookThroughPanel, orderIdFromUrl } from '../support/booking';
import { fillCard, fillPersonalDetails } from '../support/checkout';
import { CARDS } from '../support/demo-data';
import { codeFromToolbar } from '../support/mock-toolbar';
import { expect, previewStarted, test } from '../support/preview-fixtures';
import { PREVIEW_BASE } from '../support/preview-host';

test('in the static preview, a visitor books, checks out with the code from the toolbar, pays by card and keeps the order over a reload', async ({
  page,
  api,
}) => {
  await page.goto('');
  await previewStarted(page);
  const tour = await bookableTour(api);
  await bookThroughPanel(page, tour);

  const visitor = { firstName: 'Pia', lastName: 'Preview', email: 'pia.preview@example.test', mobile: '07700900456' };
  let orderId = 0;
  await test.step('check out as a visitor: the verification code comes from the mock toolbar', async () => {
    await fillPersonalDetails(page, visitor, { mock: { latestCode: (email) => codeFromToolbar(page, email) } });
    await fillCard(page, CARDS.success, 'Pia Preview');
    await page.getByRole('button', { name: 'Firm payment' }).click();
    const prompt = page.getByRole('dialog', { name: 'Have you paid?' });
    await prompt.getByRole('button', { name: 'Paid', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${PREVIEW_BASE}orderInfo/\\d+\\?type=1$`));
    orderId = orderIdFromUrl(page);
    await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  });

  await test.step('a reload keeps the order, booked, under the account made at checkout', async () => {
    await page.goto(`orderInfo/${orderId}`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
    await expect(page.getByText('Booked', { exact: true })).toBeVisible();
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const booked = await api.data('trade.order.page', { pageNo: 1, status: 10 }, token ?? '');
    expect(booked.page.list.map((order) => order.id)).toEqual([orderId]);
  });
});

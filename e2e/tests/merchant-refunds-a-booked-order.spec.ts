import { OrderStatus } from '@tours/contract';
import { DEMO } from '../support/demo-data';
import { expect, test } from '../support/fixtures';

test('the back office refunds a booked order; the customer sees it under Refund with the new count', async ({
  page,
  shop,
  mock,
  logIn,
}) => {
  const token = await logIn(DEMO.email, DEMO.password);
  const before = await shop.data('trade.order.page', { pageNo: 1, status: 10 }, token);
  const booked = before.page.list[0];
  if (!booked) throw new Error('the demo customer has a booked order in the seed');

  await page.goto('/personalCenter/2');
  const filters = page.getByRole('tablist', { name: 'Order status' });
  await expect(filters.getByRole('tab', { name: /^Refund/ })).toContainText(String(before.refundCount));

  const moved = await mock.refund(booked.id);
  expect(moved.status).toBe(OrderStatus.Refund);
  const after = await shop.data('trade.order.page', { pageNo: 1, status: 90 }, token);
  expect(after.refundCount).toBe(before.refundCount + 1);
  expect(after.bookedCount).toBe(before.bookedCount - 1);
  expect(after.page.list.map((o) => o.id)).toContain(booked.id);

  await page.reload();
  const refundTab = filters.getByRole('tab', { name: /^Refund/ });
  await expect(refundTab.getByLabel(`${after.refundCount} orders`)).toHaveText(String(after.refundCount));
  await refundTab.click();
  const card = page.getByRole('article', { name: `Order ${booked.id}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Refund', { exact: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(after.page.list.length);
});

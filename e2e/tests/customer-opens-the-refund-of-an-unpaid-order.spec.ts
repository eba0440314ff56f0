import { DEMO } from '../support/demo-data';
import { PHONE_VIEWPORT } from '../support/devices';
import { expect, test } from '../support/fixtures';
import type { ShopApi } from '../support/shop-api';

const LAPTOP = { width: 1280, height: 800 };

async function unpaidOrderId(shop: ShopApi, token: string): Promise<number> {
  const unpaid = (await shop.data('trade.order.page', { pageNo: 1, status: 0 }, token)).page.list[0];
  if (!unpaid) throw new Error('the demo customer has an unpaid order in the seed');
  return unpaid.id;
}

test('typing the refund address of an unpaid order says there is nothing to refund and leads to the order, with no form', async ({
  page,
  shop,
  logIn,
}) => {
  await page.setViewportSize(LAPTOP);
  const orderId = await unpaidOrderId(shop, await logIn(DEMO.email, DEMO.password));

  await page.goto(`/orderInfoRequestRefund/${orderId}`);
  const reason = page.getByRole('status').filter({ hasText: 'No refund for this order' });
  await expect(reason).toContainText('This order has not been paid, so there is nothing to refund.');
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Refund type' })).toHaveCount(0);
  await expect(reason.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/personalCenter/2');

  await reason.getByRole('link', { name: `View order ${orderId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
});

test('on a phone in Chinese, the refund result of an unpaid order says the same', async ({ page, shop, logIn, usePreferences }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await usePreferences({ language: 'zh' });
  const orderId = await unpaidOrderId(shop, await logIn(DEMO.email, DEMO.password));

  await page.goto(`/orderWaitingRefund/${orderId}`);
  const reason = page.getByRole('status').filter({ hasText: '此订单无法退款' });
  await expect(reason).toContainText('此订单尚未付款，因此无需退款。');
  await expect(reason.getByRole('link', { name: `查看订单 ${orderId}` })).toHaveAttribute('href', `/orderInfo/${orderId}`);
  await expect(page.getByText('退款已成功', { exact: false })).toHaveCount(0);
});

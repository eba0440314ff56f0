import type { Order } from '@tours/contract';
import { DEMO } from '../support/demo-data';
import { PHONE_VIEWPORT } from '../support/devices';
import { expect, test } from '../support/fixtures';
import type { ShopApi } from '../support/shop-api';

const LAPTOP = { width: 1280, height: 800 };

/** The demo customer's seeded unpaid order: held until the end of the seed's next day, so for more than an hour. */
async function seededUnpaidOrder(shop: ShopApi, token: string): Promise<Order> {
  const unpaid = (await shop.data('trade.order.page', { pageNo: 1, status: 0 }, token)).page.list[0];
  if (!unpaid) throw new Error('the demo customer has an unpaid order in the seed');
  return unpaid;
}

test('an unpaid order counts its long hold in h:mm:ss, then, past its payExpireTime, stays under All as Expired', async ({
  page,
  shop,
  mock,
  logIn,
}) => {
  await page.setViewportSize(LAPTOP);
  const token = await logIn(DEMO.email, DEMO.password);
  const order = await seededUnpaidOrder(shop, token);

  await page.goto(`/orderInfo/${order.id}`);
  await expect(page.getByTestId('order-hold-countdown')).toHaveText(/^\d+:[0-5]\d:[0-5]\d$/);
  await expect(page.getByText(`The order is cancelled automatically at ${order.payExpireTime}`)).toBeVisible();

  await mock.advanceClock({ days: 3 });
  await page.reload();
  await expect(page.getByText('This order has expired')).toBeVisible();
  await expect(page.getByText(`so it was cancelled automatically at ${order.payExpireTime}`, { exact: false })).toBeVisible();
  await expect(page.getByText(/30 minutes/)).toHaveCount(0);

  await page.goto('/personalCenter/2');
  const card = page.getByRole('article', { name: `Order ${order.id}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Expired', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'View' })).toHaveAttribute('href', `/orderInfo/${order.id}`);

  await page.getByRole('tab', { name: /^Unpaid/ }).click();
  await expect(page).toHaveURL(/status=0/);
  await expect(page.getByText(/can be paid until the time shown on it/)).toBeVisible();
  await expect(page.getByRole('article', { name: `Order ${order.id}` })).toHaveCount(0);
});

test('on a phone in Chinese, the expired order is listed under 全部 with its 已过期 badge and no 立即支付', async ({
  page,
  shop,
  mock,
  logIn,
  usePreferences,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await usePreferences({ language: 'zh' });
  const token = await logIn(DEMO.email, DEMO.password);
  const order = await seededUnpaidOrder(shop, token);
  await mock.advanceClock({ days: 3 });

  await page.goto('/personalCenter/2');
  const card = page.getByRole('article', { name: `订单 ${order.id}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('已过期', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: '立即支付' })).toHaveCount(0);
});

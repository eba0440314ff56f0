import type { Page } from '@playwright/test';
import { fillCard } from '../support/checkout';
import { CARDS, DEMO } from '../support/demo-data';
import { LAPTOP_AND_PHONE } from '../support/devices';
import { expect, test } from '../support/fixtures';
import { serverURL } from '../support/server-url';
import type { ShopApi } from '../support/shop-api';
import { switchAwayAndBack } from '../support/tab-switch';

const SIZES = LAPTOP_AND_PHONE;

/** The shop's words that change with the language (web/src/lib/i18n/locales/{en,zh}). */
const WORDS = {
  en: {
    unpaid: 'Unpaid',
    booked: 'Booked',
    refund: 'Refund',
    refunded: 'Refunded',
    alreadyPaid: 'This order is already paid',
    viewOrder: 'View order',
    payNow: 'Pay Now',
    payFor: (id: number) => `Pay for order ${id}`,
  },
  zh: {
    unpaid: '待支付',
    booked: '已预订',
    refund: '退款',
    refunded: '已退款',
    alreadyPaid: '该订单已支付',
    viewOrder: '查看订单',
    payNow: '立即支付',
    payFor: (id: number) => `支付订单 ${id}`,
  },
} as const;

async function firstOrder(shop: ShopApi, token: string, status: 0 | 10) {
  const order = (await shop.data('trade.order.page', { pageNo: 1, status }, token)).page.list[0];
  if (!order) throw new Error(`the demo customer has an order of status ${status} in the seed`);
  return order;
}

/** The customer pays the order on another device: the success card, straight through the shop's API. */
async function payElsewhere(shop: ShopApi, token: string, order: { id: number; payOrderId: number }) {
  await shop.data(
    'trade.order.pay.submit',
    {
      id: order.payOrderId,
      payMode: 'card',
      returnUrl: `${serverURL()}/orderInfo/${order.id}?type=1`,
      cancelUrl: `${serverURL()}/orderInfo/${order.id}`,
      ...{ cardNumber: CARDS.success, cardType: 'Visa', cardName: 'Demo Traveller', cardExpiry: '2099-12', cardSecurityCode: '123' },
      ...{ countryCode: 'GB', cardAddress: 'Greater London', cardArea1: '1 Test Street', postalCode: 'SW1A 1AA' },
    },
    token,
  );
}

/** The order's status badge on its page (the one that carries data-status; a Refund link reads the same word). */
const statusBadge = (page: Page) => page.getByRole('main').locator('[data-status]').first();

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test.use(size.use);

    for (const language of ['en', 'zh'] as const) {
      const words = WORDS[language];

      test(`an open Pay Now says the order is already paid once it was paid elsewhere, with its new status (${language})`, async ({
        page,
        shop,
        mock,
        logIn,
        usePreferences,
      }) => {
        const token = await logIn(DEMO.email, DEMO.password);
        if (language === 'zh') await usePreferences({ language: 'zh' });
        const order = await firstOrder(shop, token, 0);

        await page.goto(`/orderInfo/${order.id}?pay=1`);
        const dialog = page.getByRole('dialog', { name: words.payFor(order.id) });
        await expect(dialog).toBeVisible();
        await expect(statusBadge(page)).toHaveText(words.unpaid);

        await payElsewhere(shop, token, order);
        await expect.poll(async () => (await mock.order(order.id)).payStatus, { timeout: 15_000 }).toBe(true);

        // No reload, no press: the open dialog learns it and says so, never as a wrong card.
        const notice = dialog.getByRole('status');
        await expect(notice).toContainText(words.alreadyPaid, { timeout: 15_000 });
        await expect(notice.getByText(words.booked, { exact: true })).toBeVisible();
        await dialog.getByRole('button', { name: words.viewOrder }).click();
        await expect(dialog).toBeHidden();
        await expect(statusBadge(page)).toHaveText(words.booked);
        await expect(page.getByRole('link', { name: words.payNow })).toHaveCount(0);
      });

      test(`a refund made in the back office shows when the customer comes back to the order's tab (${language})`, async ({
        page,
        shop,
        mock,
        logIn,
        usePreferences,
      }) => {
        const token = await logIn(DEMO.email, DEMO.password);
        if (language === 'zh') await usePreferences({ language: 'zh' });
        const order = await firstOrder(shop, token, 10);

        await page.goto(`/orderInfo/${order.id}`);
        await expect(statusBadge(page)).toHaveText(words.booked);

        // The merchant's back office (the mock's console, on its own origin) refunds the order meanwhile.
        await mock.refund(order.id);
        await switchAwayAndBack(page);

        await expect(statusBadge(page)).toHaveText(words.refund);
        await expect(page.getByRole('status').filter({ hasText: words.refunded })).toBeVisible();
      });
    }

    test('My Order in one tab shows an order paid in another tab of the shop, without a reload', async ({ page, context, shop, logIn }) => {
      const token = await logIn(DEMO.email, DEMO.password);
      const order = await firstOrder(shop, token, 0);

      await page.goto('/personalCenter/2');
      const card = page.getByRole('article', { name: `Order ${order.id}` });
      await expect(card.getByText('Unpaid', { exact: true })).toBeVisible();

      const other = await context.newPage();
      await other.goto(`/orderInfo/${order.id}?pay=1`);
      await other
        .getByRole('dialog', { name: `Pay for order ${order.id}` })
        .getByRole('radio', { name: 'Credit card' })
        .check();
      await fillCard(other, CARDS.success, 'Demo Traveller');
      await other.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(other.getByRole('dialog', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });

      // My Order neither polls nor saw its tab hidden: only the other tab's word reaches it.
      await expect(card.getByText('Booked', { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
    });

    test('an order page follows a refund asked for in another tab until the back office makes it', async ({
      page,
      context,
      shop,
      mock,
      logIn,
    }) => {
      const token = await logIn(DEMO.email, DEMO.password);
      const order = await firstOrder(shop, token, 10);

      await page.goto(`/orderInfo/${order.id}`);
      await expect(statusBadge(page)).toHaveText('Booked');

      const other = await context.newPage();
      await other.goto('/personalCenter/2');
      await other
        .getByRole('article', { name: `Order ${order.id}` })
        .getByRole('link', { name: 'Refund' })
        .click();
      await other.getByRole('combobox', { name: 'Refund type' }).click();
      await other.getByRole('option', { name: 'Change of plans' }).click();
      await other.getByRole('button', { name: 'Submit' }).click();
      await expect(other.getByRole('status')).toContainText('We will email you the result within 24 hours.');
      await other.close();

      await mock.refund(order.id);
      // No tab switch and no reload: the page watches an order whose refund is pending.
      await expect(statusBadge(page)).toHaveText('Refund', { timeout: 15_000 });
      await expect(page.getByRole('status').filter({ hasText: 'Refunded' })).toBeVisible();
    });
  });
}

import type { Page } from '@playwright/test';
import { type Order, OrderStatus } from '@tours/contract';
import { DEMO } from '../support/demo-data';
import { expect, test } from '../support/fixtures';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** As the shop writes an amount (web/src/components/price-display.tsx formatAmount). */
const money = (order: Order) => {
  const paid = Number(order.payPrice);
  return `${order.currencyInco}${Number.isInteger(paid) ? paid : paid.toFixed(2)}`;
};

/** Nothing of the page sticks out past the right edge of the window (no sideways scrolling on a phone). */
async function expectNothingOffScreen(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const main = document.querySelector('main') ?? document.body;
    const outside = [...main.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { scroll: document.documentElement.scrollWidth - width, outside };
  });
  expect(overflow).toEqual({ scroll: 0, outside: [] });
}

test.use({ viewport: DESKTOP });

test('the customer asks for a refund from My Orders, the back office refunds it, and the shop shows the same amount throughout', async ({
  page,
  shop,
  mock,
  logIn,
}) => {
  const token = await logIn(DEMO.email, DEMO.password);
  const booked = (await shop.data('trade.order.page', { pageNo: 1, status: 10 }, token)).page.list[0];
  if (!booked) throw new Error('the demo customer has a booked order in the seed');
  const tourName = booked.items[0]?.spuName ?? '';
  const amount = money(booked);

  await page.goto('/personalCenter/2');
  const card = page.getByRole('article', { name: `Order ${booked.id}` });
  await expect(card).toBeVisible();
  // From here on the refund screens call no order API (spec §1): the order travels in the location state.
  const orderCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/api/trade/')) orderCalls.push(request.url());
  });
  await card.getByRole('link', { name: 'Refund' }).click();

  await expect(page).toHaveURL(new RegExp(`/orderInfoRequestRefund/${booked.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Request a refund' })).toBeVisible();
  const summary = page.getByRole('region', { name: `Order ${booked.id}` });
  await expect(summary.getByText(tourName)).toBeVisible();
  await expect(summary.getByText(`Amount paid: ${amount}`)).toBeVisible();

  await page.setViewportSize(PHONE);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expectNothingOffScreen(page);
  await page.setViewportSize(DESKTOP);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please Select')).toBeVisible();
  await expect(page.getByText('We will email you the result within 24 hours.')).toBeHidden();

  await page.getByRole('combobox', { name: 'Refund type' }).click();
  await page.getByRole('option', { name: 'Change of plans' }).click();
  await page.getByRole('textbox', { name: 'Instructions' }).fill('Our flight was cancelled.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText('We will email you the result within 24 hours.');
  const sent = page.getByRole('region', { name: 'Your refund request' });
  await expect(sent).toContainText('Change of plans');
  await expect(sent).toContainText('Our flight was cancelled.');
  const applicationTime = (await sent.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).textContent()) ?? '';
  expect(orderCalls, 'the refund request screen calls nothing').toEqual([]);

  const moved = await mock.refund(booked.id);
  expect(moved.status).toBe(OrderStatus.Refund);
  const email = (await mock.outbox(DEMO.email)).find((mail) => mail.subject?.includes(`order ${booked.id}`));
  expect(email?.subject).toContain(tourName);
  expect(email?.text).toContain('The refund has been successful and the amount has been refunded to your account');
  expect(email?.text).toContain(`Refund amount: ${amount}`);

  await page.getByRole('link', { name: `Back to order ${booked.id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${booked.id}` })).toBeVisible();
  await expect(page.getByText('Refund', { exact: true })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Refunded' });
  await expect(notice).toContainText(`The refund was made: ${amount} has been returned to your account.`);

  orderCalls.length = 0;
  await notice.getByRole('link', { name: 'View refund' }).click();
  await expect(page).toHaveURL(new RegExp(`/orderWaitingRefund/${booked.id}$`));
  await expect(page.getByRole('status')).toHaveText('The refund has been successful and the amount has been refunded to your account');
  const facts = page.getByRole('region', { name: 'Refund details' });
  await expect(facts).toContainText(`Refund amount${amount}`);
  await expect(facts).toContainText('Change of plans');
  await expect(facts).toContainText(`Application time${applicationTime}`);
  await expect(page.getByText('2030-05-10')).toHaveCount(0);
  expect(orderCalls, 'the refund result screen calls nothing').toEqual([]);
});

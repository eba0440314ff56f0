import type { Locator, Page } from '@playwright/test';
import { bookableTour, bookingPanel, bookThroughPanel, pickCalendarDay } from '../support/booking';
import { fillCard, fillPersonalDetails } from '../support/checkout';
import { CARDS, SPEC_MESSAGES } from '../support/demo-data';
import { expect, test } from '../support/fixtures';

const results = (page: Page) => page.getByRole('region', { name: 'Tour results' });
const shownTourNames = (list: Locator) => list.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));

test('a visitor searches, filters, sorts, books a date and time, pays by card and finds the order booked', async ({
  page,
  shop,
  mock,
  world,
}) => {
  const keyword = 'Tokyo';
  const tour = await bookableTour(shop, keyword);
  const date = tour.day.date;
  const time = tour.day.times.at(-1) ?? '';

  await test.step('search from the header with a keyword and a date', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Show search' }).click();
    const search = page.getByRole('search', { name: 'Search tours' });
    await search.getByRole('textbox', { name: 'Keyword' }).fill(keyword);
    await search.getByRole('textbox', { name: 'Date' }).fill(date);
    await search.getByRole('textbox', { name: 'Keyword' }).click();
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/productList\\?keyword=${keyword}&date=${date}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Results for "${keyword}"` })).toBeVisible();
    const expected = await shop.data('product.search', { pageNo: 1, pageSize: 10, keyword, date });
    expect(expected.map((t) => t.name)).toContain(tour.name);
    await expect.poll(() => shownTourNames(results(page))).toEqual(expected.map((t) => t.name));
  });

  await test.step('filter by city and sort by price both ways', async () => {
    const cities = await shop.data('city.list', {});
    const tokyo = cities.list.find((c) => c.englishName === 'Tokyo');
    expect(tokyo, 'the seed has Tokyo').toBeDefined();
    const cityIds = [tokyo?.id ?? 0];
    const cityRow = page.getByRole('group', { name: 'City' });
    // The chips hide the checkbox itself; a person clicks the chip's label.
    await cityRow.getByText('Tokyo', { exact: true }).click();
    await expect(cityRow.getByRole('checkbox', { name: 'Tokyo' })).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`cityId=${cityIds[0]}`));

    const sortBy = page.getByRole('group', { name: 'Sort by' });
    await sortBy.getByRole('button', { name: 'Price' }).click();
    await expect(page).toHaveURL(/orderBy=adultPrice%2BASC|orderBy=adultPrice\+ASC/);
    const ascending = await shop.data('product.search', { pageNo: 1, pageSize: 10, keyword, date, cityIds, orderBy: 'adultPrice+ASC' });
    await expect.poll(() => shownTourNames(results(page))).toEqual(ascending.map((t) => t.name));

    await sortBy.getByRole('button', { name: /^Price/ }).click();
    await expect(page).toHaveURL(/orderBy=adultPrice%2BDESC|orderBy=adultPrice\+DESC/);
    const descending = await shop.data('product.search', { pageNo: 1, pageSize: 10, keyword, date, cityIds, orderBy: 'adultPrice+DESC' });
    await expect.poll(() => shownTourNames(results(page))).toEqual(descending.map((t) => t.name));
  });

  await test.step('open the tour, pick participants and a date, CHECK, pick a time', async () => {
    await results(page).getByRole('link', { name: tour.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tour.name })).toBeVisible();
    const panel = bookingPanel(page);

    await panel.getByRole('button', { name: 'CHECK' }).click();
    await expect(panel.getByRole('alert')).toHaveText(SPEC_MESSAGES.selectDate);

    await panel.getByRole('button', { name: 'More Adult' }).click();
    await panel.getByRole('button', { name: 'More Child' }).click();
    await expect(panel.getByRole('status', { name: 'Adult count' })).toHaveText('2');
    await expect(panel.getByRole('status', { name: 'Child count' })).toHaveText('1');
    await pickCalendarDay(panel, date);
    await panel.getByRole('button', { name: 'CHECK' }).click();

    const slots = panel.getByRole('radiogroup', { name: 'Time slots' });
    await expect(slots.getByRole('radio')).toHaveCount(tour.day.times.length);
    await slots.getByText(time, { exact: true }).click();
    await expect(slots.getByRole('radio', { name: time })).toBeChecked();

    const quote = await shop.data('trade.order.settlement', {
      spuId: tour.id,
      adultCount: 2,
      childCount: 1,
      toddlerCount: 0,
      reservationDate: date,
      reservationTime: time,
      currencyId: 1,
    });
    await expect(panel.getByTestId('quote-total')).toHaveText(`${quote.currencyInco}${quote.price.payPrice}`);

    await panel.getByRole('button', { name: 'BOOK NOW' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const draft = await page.evaluate(() => window.sessionStorage.getItem('bookingDraft'));
    expect(JSON.parse(draft ?? '{}')).toMatchObject({
      spuId: tour.id,
      adultCount: 2,
      childCount: 1,
      reservationDate: date,
      reservationTime: time,
    });
  });

  const visitor = { firstName: 'Vera', lastName: 'Visitor', email: `vera-${world.name}@example.test`, mobile: '07700900123' };
  let orderId = 0;

  await test.step('check out as a visitor with the emailed code and pay by the success card', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await fillPersonalDetails(page, visitor, { mock });
    await fillCard(page, CARDS.success, 'Vera Visitor');
    await page.getByRole('button', { name: 'Firm payment' }).click();
    const prompt = page.getByRole('dialog', { name: 'Have you paid?' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Paid', exact: true }).click();
    await expect(page).toHaveURL(/\/orderInfo\/\d+\?type=1$/);
    orderId = Number(new URL(page.url()).pathname.split('/').at(-1));
    // What the shop sent, not only what the order became: one order created for the party, day and time chosen.
    const party = { spuId: tour.id, adultCount: 2, childCount: 1, toddlerCount: 0, reservationDate: date, reservationTime: time };
    expect((await mock.journal('trade.order.create', party)).total).toBe(1);
  });

  await test.step('the order page polls until the payment is confirmed', async () => {
    // The success card settles 2 s after submit, so on a busy machine the first look may already be paid;
    // the waiting overlay itself is proved with the slow card (customer-card-is-declined-and-hold-expires).
    const success = page.getByRole('dialog', { name: 'Payment successful' });
    await expect(success).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('payment-overlay')).toBeHidden();
    await success.getByRole('link', { name: 'View order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
    await expect(page.getByText('Booked', { exact: true })).toBeVisible();
    const held = await mock.order(orderId);
    expect(held).toMatchObject({ status: 10, payStatus: true, email: visitor.email });
  });

  await test.step('the visitor, registered on the fly, finds the order under My Order / Booked', async () => {
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'My Order' }).click();
    await expect(page).toHaveURL(/\/personalCenter\/2$/);
    await page.getByRole('tab', { name: /^Booked/ }).click();
    const card = page.getByRole('article', { name: `Order ${orderId}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Booked', { exact: true })).toBeVisible();

    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(token, 'checkout stored the new account token').toBeTruthy();
    const booked = await shop.data('trade.order.page', { pageNo: 1, status: 10 }, token ?? '');
    expect(booked.page.list.map((o) => o.id)).toEqual([orderId]);
    expect(booked.bookedCount).toBe(1);
  });
});

test('a visitor’s card is checked before anything is created: an empty expiry is named at its field', async ({
  page,
  shop,
  mock,
  world,
}) => {
  const tour = await bookableTour(shop);
  await bookThroughPanel(page, tour);
  const visitor = { firstName: 'Eve', lastName: 'Early', email: `eve-${world.name}@example.test` };
  await fillPersonalDetails(page, visitor, { mock });
  await fillCard(page, CARDS.success, 'Eve Early', { withoutExpiry: true });
  const ordersBefore = await mock.orders();
  await page.getByRole('button', { name: 'Firm payment' }).click();

  await expect(page.getByTestId('card-details').getByText('Choose the expiry month of the card')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(/cardExpiry:/).filter({ visible: true })).toHaveCount(0);
  expect(await mock.orders()).toEqual(ordersBefore);
  expect((await mock.orders()).some((o) => o.email === visitor.email)).toBe(false);
  const state = (await (await world.request.get('/__mock/state')).json()) as { users: { email: string }[] };
  expect(state.users.some((u) => u.email === visitor.email)).toBe(false);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

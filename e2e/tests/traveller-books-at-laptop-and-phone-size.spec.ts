import type { Page } from '@playwright/test';
import { bookableTour, bookingPanel, bookThroughPanel, openBookingPanel, pickCalendarDay } from '../support/booking';
import { PHONE } from '../support/devices';
import { expect, test } from '../support/fixtures';

/** BOOK NOW lies wholly inside the window, as the person sees it now, without any scrolling. */
async function expectBookNowInWindow(page: Page) {
  const bookNow = bookingPanel(page).getByRole('button', { name: 'BOOK NOW' });
  await expect(bookNow).toBeEnabled();
  const box = await bookNow.boundingBox();
  const window = page.viewportSize();
  expect(box && window).toBeTruthy();
  if (!box || !window) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(window.height);
}

/**
 * Every choice and its result in the window at once after CHECK, with nothing scrolled inside the panel: the party's
 * steppers, the chosen day, the time slots with the chosen one, the total and BOOK NOW.
 */
async function expectEveryChoiceInWindow(page: Page) {
  const panel = bookingPanel(page);
  const window = page.viewportSize();
  if (!window) throw new Error('no viewport');
  const parts = {
    'the adults': panel.getByRole('button', { name: 'More Adult' }),
    'the infants': panel.getByRole('button', { name: 'More Infant' }),
    'the chosen day': panel.locator('[data-selected]').first(),
    'the time slots': panel.getByRole('radiogroup', { name: 'Time slots' }),
    'the chosen time': panel
      .getByRole('radiogroup', { name: 'Time slots' })
      .locator('label')
      .filter({ has: page.locator('svg') }),
    'the total': panel.getByTestId('quote-total'),
    'BOOK NOW': panel.getByRole('button', { name: 'BOOK NOW' }),
  };
  for (const [name, part] of Object.entries(parts)) {
    const box = await part.boundingBox();
    expect(box, name).toBeTruthy();
    if (!box) continue;
    expect(box.y, `${name} starts in the window`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${name} ends in the window`).toBeLessThanOrEqual(window.height);
  }
  // Nothing of the panel is hidden in a scrolling part of its own.
  const hidden = await panel.evaluate((aside) =>
    [...aside.querySelectorAll('*')].some(
      (element) => element.scrollHeight > element.clientHeight + 1 && getComputedStyle(element).overflowY === 'auto',
    ),
  );
  expect(hidden, 'a part of the panel scrolls inside it').toBe(false);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1280, height: 720 },
]) {
  test.describe(`on a ${viewport.width}x${viewport.height} laptop`, () => {
    test.use({ viewport });

    test('every choice, the chosen time, the price and BOOK NOW are in the window right after CHECK, and it books', async ({
      page,
      shop,
    }) => {
      const tour = await bookableTour(shop);
      await page.goto(`/productInfo/${tour.id}`);
      const panel = bookingPanel(page);
      await expect(page.getByRole('button', { name: 'Check availability' })).toBeHidden();
      await pickCalendarDay(panel, tour.day.date);
      await panel.getByRole('button', { name: 'CHECK' }).click();
      await expect(panel.getByTestId('quote-total')).toBeAttached();
      await expectBookNowInWindow(page);
      await expectEveryChoiceInWindow(page);
      await panel.getByRole('button', { name: 'BOOK NOW' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    });
  });
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the bottom bar shows the price at first load and books through the drawer', async ({ page, shop }) => {
    const tour = await bookableTour(shop);
    await page.goto(`/productInfo/${tour.id}`);
    const bar = page.getByRole('region', { name: 'Price and booking' });
    await expect(bar).toBeInViewport();
    await expect(bar.getByText('From')).toBeVisible();
    // No inline panel under the reviews on a phone: the panel only exists in the drawer.
    await expect(bookingPanel(page)).toHaveCount(0);
    await bar.getByRole('button', { name: 'Check availability' }).click();
    const panel = bookingPanel(page);
    // CHECK follows the calendar: the sheet's choices do not grow to push it to the bottom of the screen.
    const calendar = await panel.locator('table').first().boundingBox();
    const check = await panel.getByRole('button', { name: 'CHECK' }).boundingBox();
    expect((check?.y ?? 0) - ((calendar?.y ?? 0) + (calendar?.height ?? 0)), 'space between the calendar and CHECK').toBeLessThan(48);
    await pickCalendarDay(panel, tour.day.date);
    await panel.getByRole('button', { name: 'CHECK' }).click();
    // The breakdown, drawn when its code arrives after the quote, moves BOOK NOW: book once the price is there.
    await expect(panel.getByTestId('quote-total')).toBeVisible();
    await expectBookNowInWindow(page);
    await panel.getByRole('button', { name: 'BOOK NOW' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  });

  test('the shared booking helper works at phone size', async ({ page, shop }) => {
    const tour = await bookableTour(shop);
    const booked = await bookThroughPanel(page, tour);
    expect(booked.date).toBe(tour.day.date);
  });
});

test('a party of infants only is refused in the panel before any quote', async ({ page, shop }) => {
  const tour = await bookableTour(shop);
  await page.goto(`/productInfo/${tour.id}`);
  const panel = await openBookingPanel(page);
  await panel.getByRole('button', { name: 'Fewer Adult' }).click();
  await panel.getByRole('button', { name: 'More Infant' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Children under 6 must be accompanied by an adult');
  await pickCalendarDay(panel, tour.day.date);
  await panel.getByRole('button', { name: 'CHECK' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Children under 6 must be accompanied by an adult');
  await expect(panel.getByRole('button', { name: 'BOOK NOW' })).toHaveCount(0);
});

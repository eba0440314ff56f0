import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe-rules';
import { type BookableDay, bookingPanel, calendarDayName, firstBookableDay, isoDate } from '../support/booking';
import { expect, test } from '../support/fixtures';
import type { ShopApi } from '../support/shop-api';

test.use({ viewport: { width: 1280, height: 800 } });

/** The Destinations menu's cities, in its order (web/src/app/layout/destinations.ts). */
const MENU_CITIES = ['Beijing', 'Shanghai', 'Hangzhou', 'Tokyo', 'Paris', 'London', 'New York'];

/**
 * The first tour a keyboard reaches through Destinations: the first menu city whose tour list (page 1, as the shop
 * asks it) holds a tour with a bookable day soon offering two times or more, so the journey can choose a time too.
 */
async function tourReachedFromDestinations(shop: ShopApi): Promise<{ city: string; name: string; day: BookableDay }> {
  const cities = (await shop.data('city.list', {})).list;
  for (const english of MENU_CITIES) {
    const city = cities.find((c) => c.englishName === english);
    if (!city) continue;
    for (const tour of await shop.data('product.search', { pageNo: 1, pageSize: 10, cityIds: [city.id] })) {
      const day = await firstBookableDay(shop, tour.id);
      if (day && day.times.length > 1) return { city: english, name: tour.name, day };
    }
  }
  throw new Error('no city of the Destinations menu lists a tour with two times on a day soon');
}

const isFocused = (target: Locator) => target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));

/** Presses Tab (or Shift+Tab) until the keyboard is on `target` (or one of its elements), as a person tabbing along. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 150): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return;
  }
  throw new Error(`${limit} presses of Tab never reached ${target}`);
}

/** Presses `key` until the keyboard is on `target`: arrows within a menu, a calendar or a radio group. */
async function arrowTo(page: Page, key: 'ArrowDown' | 'ArrowRight', target: Locator, limit = 45): Promise<void> {
  for (let presses = 0; presses < limit && !(await isFocused(target)); presses += 1) await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

test('a keyboard user goes from home to BOOK NOW with Tab, Enter and the arrow keys alone', async ({ page, shop }) => {
  test.setTimeout(180_000);
  const tour = await tourReachedFromDestinations(shop);
  const [, secondTime] = tour.day.times;

  await test.step('home: Destinations opens with ArrowDown and leads to a city’s tours', async () => {
    await page.goto('/');
    const destinations = page.getByRole('button', { name: 'Destinations ▾' });
    await tabTo(page, destinations);
    await page.keyboard.press('ArrowDown');
    await expect(destinations).toHaveAttribute('aria-expanded', 'true');
    const city = page.getByRole('navigation', { name: 'Destinations' }).getByRole('link', { name: tour.city, exact: true });
    await arrowTo(page, 'ArrowDown', city);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/productList\?cityId=\d+$/);
  });

  await test.step('the tour list: Tab to the tour, Enter', async () => {
    const results = page.getByRole('region', { name: 'Tour results' });
    const link = results.getByRole('link', { name: tour.name, exact: true });
    await expect(link.first()).toBeVisible();
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: tour.name })).toBeVisible();
  });

  const panel = bookingPanel(page);
  await test.step('participants, a date, CHECK: focus lands on the price', async () => {
    await tabTo(page, panel.getByRole('button', { name: 'More Adult' }));
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status', { name: 'Adult count' })).toHaveText('2');

    if (tour.day.date.slice(0, 7) !== isoDate(new Date()).slice(0, 7)) {
      await tabTo(page, panel.getByRole('button', { name: 'Next month' }));
      await page.keyboard.press('Enter');
    }
    // The calendar keeps one day in the tab order (Mantine's roving tabindex); the arrows walk the bookable days.
    await tabTo(page, panel.locator('table button[tabindex="0"]'));
    await arrowTo(page, 'ArrowRight', panel.getByRole('button', { name: calendarDayName(tour.day.date), exact: true }));
    await page.keyboard.press('Enter');

    await tabTo(page, panel.getByRole('button', { name: 'CHECK' }));
    await page.keyboard.press('Enter');
    // Focus lands on the chosen time, the next choice; the price is below it and BOOK NOW after it.
    await expect(panel.getByRole('radiogroup', { name: 'Time slots' }).getByRole('radio', { checked: true })).toBeFocused();
  });

  await test.step('a time: ArrowRight to the second, which asks its price', async () => {
    const slots = panel.getByRole('radiogroup', { name: 'Time slots' });
    await page.keyboard.press('ArrowRight');
    await expect(slots.getByRole('radio', { name: secondTime })).toBeChecked();
    await expect(panel.getByTestId('quote-total')).toBeVisible();
  });

  await test.step('the tour page with its quote has no serious or critical accessibility violation', async () => {
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('BOOK NOW by Enter reaches the checkout', async () => {
    const bookNow = panel.getByRole('button', { name: 'BOOK NOW' });
    await expect(bookNow).toBeEnabled();
    await tabTo(page, bookNow);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  });
});

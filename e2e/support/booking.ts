import { expect, type Locator, type Page } from '@playwright/test';
import { BOOKABLE_STATUS } from '@tours/contract';
import type { ShopApi } from './shop-api';

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const monthEnd = (date: Date) => new Date(date.getFullYear(), date.getMonth() + 1, 0);

/** The accessible name Mantine's calendar gives a day button in English ("27 November 2026"). */
export function calendarDayName(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(year ?? 0, (month ?? 1) - 1, day ?? 1),
  );
}

export interface BookableDay {
  date: string;
  times: string[];
}

/**
 * The first day from tomorrow on that the server says is bookable, within this month and the next, so
 * the calendar needs at most one "next month" click. Tomorrow, not today: a slot later today may close
 * while the test runs.
 */
export async function firstBookableDay(shop: ShopApi, spuId: number, today = new Date()): Promise<BookableDay | null> {
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const nextMonthEnd = monthEnd(new Date(today.getFullYear(), today.getMonth() + 1, 1));
  const days = await shop.data('product.appointment', { id: spuId, startDate: isoDate(tomorrow), endDate: isoDate(nextMonthEnd) });
  const day = days.find((d) => d.status === BOOKABLE_STATUS && d.times.length > 0);
  return day ? { date: day.date, times: day.times } : null;
}

/** A tour (from a search) with a bookable day soon; the seed has plenty. */
export async function bookableTour(shop: ShopApi, keyword = ''): Promise<{ id: number; name: string; day: BookableDay }> {
  const tours = await shop.data('product.search', { pageNo: 1, pageSize: 10, keyword });
  for (const tour of tours) {
    const day = await firstBookableDay(shop, tour.id);
    if (day) return { id: tour.id, name: tour.name, day };
  }
  throw new Error(`no tour matching "${keyword}" has a bookable day this month or next`);
}

/** The booking panel of the tour detail screen. */
export function bookingPanel(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Book this tour' });
}

/**
 * The booking panel as a person reaches it: beside the tour on a laptop, or, on a phone, through the
 * bottom bar's "Check availability", which opens it in a drawer.
 */
export async function openBookingPanel(page: Page): Promise<Locator> {
  const panel = bookingPanel(page);
  const opener = page.getByRole('button', { name: 'Check availability' });
  // The first look at a tour in a fresh world loads its route, the tour and its month; on a busy two-core
  // machine that has taken over 10 s, so this one wait gets longer than the default.
  await expect(panel.or(opener)).toBeVisible({ timeout: 20_000 });
  if (await opener.isVisible()) {
    await opener.click();
    await expect(panel).toBeVisible();
  }
  return panel;
}

/** Picks a day in the panel's calendar, moving to the next month when the day is not in the shown one. */
export async function pickCalendarDay(panel: Locator, date: string): Promise<void> {
  const day = panel.getByRole('button', { name: calendarDayName(date), exact: true });
  const shownMonth = isoDate(new Date()).slice(0, 7);
  if (date.slice(0, 7) !== shownMonth) {
    await panel.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(day).toBeEnabled();
  await day.click();
}

/** Through the detail screen: one adult on the tour's first bookable day, its first time, BOOK NOW; ends on /checkout. */
export async function bookThroughPanel(page: Page, tour: { id: number; day: BookableDay }): Promise<{ date: string; time: string }> {
  // Relative to the base URL, so the same steps run on the mock server and on the preview under its sub-path.
  await page.goto(`productInfo/${tour.id}`);
  const panel = await openBookingPanel(page);
  await pickCalendarDay(panel, tour.day.date);
  await panel.getByRole('button', { name: 'CHECK' }).click();
  const time = tour.day.times[0] ?? '';
  await expect(panel.getByRole('radiogroup', { name: 'Time slots' }).getByRole('radio', { name: time })).toBeChecked();
  // As a person does, BOOK NOW once the price is on screen: the breakdown's code arrives after the quote and, drawn
  // above the buttons, moves BOOK NOW down, so a click aimed before that lands on the total instead.
  await expect(panel.getByTestId('quote-total')).toBeVisible();
  await panel.getByRole('button', { name: 'BOOK NOW' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  return { date: tour.day.date, time };
}

/** The order id of the order page the browser is on. */
export function orderIdFromUrl(page: Page): number {
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));
  if (!Number.isInteger(id) || id <= 0) throw new Error(`not on an order page: ${page.url()}`);
  return id;
}

import { expect, type Page } from '@playwright/test';
import { DEFAULT_CURRENCY_ID, STORAGE_BOOKING_DRAFT, STORAGE_CURRENCY } from '@tours/contract/constants';
import type { BookableDay } from './booking';
import type { MockControl } from './mock-control';
import { BOOKING_DRAFT_COOKIE } from './routes';
import { serverURL } from './server-url';

let drafts = 0;

/**
 * Opens /checkout holding the draft BOOK NOW leaves for one adult on the tour's first bookable day and time, in the
 * page's currency (session storage and its cookie), without the tour page: for journeys about checkout and payment.
 * Choosing a day and a time in the booking panel is the booking journeys' to prove (`bookThroughPanel`). The draft is
 * written once, into the next page this tab loads, with its hold starting at the world's now, as BOOK NOW starts it on
 * the server's clock.
 */
export async function checkoutWithDraft(
  page: Page,
  world: Pick<MockControl, 'now'>,
  tour: { id: number; day: BookableDay },
): Promise<{ date: string; time: string }> {
  const time = tour.day.times[0] ?? '';
  const draft = { spuId: tour.id, adultCount: 1, childCount: 0, toddlerCount: 0, reservationDate: tour.day.date, reservationTime: time };
  const holdStartedAt = String(Date.parse((await world.now()).now));
  drafts += 1;
  await page.context().addInitScript(
    ([written, key, value, startedAt, currencyKey, defaultCurrency]) => {
      if (window.sessionStorage.getItem(written)) return;
      window.sessionStorage.setItem(written, '1');
      // In the currency the page asks prices in, as the panel's draft is (web/src/lib/visitor.ts).
      const chosen = Number(window.localStorage.getItem(currencyKey));
      const currencyId = Number.isInteger(chosen) && chosen > 0 ? chosen : defaultCurrency;
      window.sessionStorage.setItem(key, JSON.stringify({ ...JSON.parse(value), currencyId }));
      window.sessionStorage.setItem(`${key}.holdStartedAt`, startedAt);
    },
    [
      `e2e-booking-draft-${drafts}`,
      STORAGE_BOOKING_DRAFT,
      JSON.stringify(draft),
      holdStartedAt,
      STORAGE_CURRENCY,
      DEFAULT_CURRENCY_ID,
    ] as const,
  );
  await page.context().addCookies([{ name: BOOKING_DRAFT_COOKIE, value: '1', url: serverURL() }]);
  await page.goto('checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  return { date: tour.day.date, time };
}

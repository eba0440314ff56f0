import { cookieValue, writeCookie } from './cookies';

/**
 * Whether this browser holds a booking draft, for a server that draws pages (server-render/): the draft lives in the
 * tab's session storage (spec §3), which no request carries. Without one, /checkout can only say "nothing to check
 * out", which the server can draw; with one, the tab draws the form itself. A session cookie, as the draft is kept
 * for the session; it holds no part of the draft, only that there is one.
 */
export const BOOKING_DRAFT_COOKIE = 'shop-booking-draft';

/**
 * Written when BOOK NOW stores a draft and when a tab that holds one starts (a restored tab); cleared when the draft
 * is paid or dropped. Another tab clearing it while this one still holds a draft is the one case the server guesses
 * wrong, and this tab then draws checkout itself (app/server-state.ts).
 */
export function rememberBookingDraft(held: boolean): void {
  if (held) writeCookie(BOOKING_DRAFT_COOKIE, '1');
  else writeCookie(BOOKING_DRAFT_COOKIE, '', 0);
}

/** Whether a Cookie header says the browser holds a booking draft. */
export const holdsBookingDraft = (cookieHeader: string | undefined): boolean => cookieValue(cookieHeader, BOOKING_DRAFT_COOKIE) === '1';

import { STORAGE_BOOKING_DRAFT } from '@tours/contract/constants';

/**
 * Whether this browser holds a booking draft, for a server that draws pages (server-render/): the draft lives in the
 * tab's session storage (spec §3), which no request carries. Without one, /checkout can only say "nothing to check
 * out", which the server can draw; with one, the tab draws the form itself. A session cookie, as the draft is kept
 * for the session; it holds no part of the draft, only that there is one.
 */
export const BOOKING_DRAFT_COOKIE = 'shop-booking-draft';

/**
 * Whether this tab's session storage holds a booking draft, read or not: the shop's start reads this, and reading the
 * draft itself would bring its schema (zod) into the first screen's scripts.
 */
export function tabHoldsBookingDraft(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_BOOKING_DRAFT) !== null;
  } catch {
    return false;
  }
}

/**
 * Written when BOOK NOW stores a draft and when a tab that holds one starts (a restored tab); cleared when the draft
 * is paid or dropped. Another tab clearing it while this one still holds a draft is the one case the server guesses
 * wrong, and this tab then draws checkout itself (app/server-state.ts).
 */
export function rememberBookingDraft(held: boolean): void {
  // Node (the Pact tests) has no document.
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie written whole; the Cookie Store API is not in every browser the shop supports.
  document.cookie = held ? `${BOOKING_DRAFT_COOKIE}=1; path=/; samesite=lax` : `${BOOKING_DRAFT_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/** Whether a Cookie header says the browser holds a booking draft. */
export const holdsBookingDraft = (cookieHeader: string | undefined): boolean =>
  cookieHeader?.split(';').some((part) => part.trim() === `${BOOKING_DRAFT_COOKIE}=1`) ?? false;

import type { BookingDraft } from '@tours/contract';
import { STORAGE_BOOKING_DRAFT } from '@tours/contract/constants';
import { rememberBookingDraft } from './booking-draft-cookie';
import { serverNow } from './server-clock';

/**
 * BOOK NOW keeps the draft in session storage (spec §3); checkout reads it back and checks it against the contract
 * (features/checkout/stored-draft.ts). No schema here: the tour page writes the draft, and importing the contract's
 * order schemas made every tour page build them at start. The 30-minute hold starts when the draft is written, on
 * the server's clock; its start is kept beside the draft (its own key, so the draft stays the payload settlement and
 * order create receive), and a reload does not restart it.
 */
const HOLD_STARTED_KEY = `${STORAGE_BOOKING_DRAFT}.holdStartedAt`;

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Whether this tab's session storage holds a booking draft, valid or not (checkout checks it). */
export const tabHoldsBookingDraft = (): boolean => read(STORAGE_BOOKING_DRAFT) !== null;

/** The stored draft as written, not yet checked; null when there is none or it is not JSON. */
export function readStoredBookingDraft(): unknown {
  const raw = read(STORAGE_BOOKING_DRAFT);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * When the hold of the stored draft started (ms, server clock). A draft stored without one (an older tab)
 * starts its hold now, and keeps that start from then on.
 */
export function readBookingHoldStart(): number {
  const stored = Number(read(HOLD_STARTED_KEY));
  if (Number.isFinite(stored) && stored > 0) return stored;
  const now = serverNow();
  try {
    window.sessionStorage.setItem(HOLD_STARTED_KEY, String(now));
  } catch {
    // Storage refused (private mode quota): the hold still runs for this page view.
  }
  return now;
}

export function writeBookingDraft(draft: BookingDraft): void {
  window.sessionStorage.setItem(STORAGE_BOOKING_DRAFT, JSON.stringify(draft));
  window.sessionStorage.setItem(HOLD_STARTED_KEY, String(serverNow()));
  rememberBookingDraft(true);
}

export function clearBookingDraft(): void {
  window.sessionStorage.removeItem(STORAGE_BOOKING_DRAFT);
  window.sessionStorage.removeItem(HOLD_STARTED_KEY);
  rememberBookingDraft(false);
}

import { type BookingDraft, bookingDraftSchema } from '@tours/contract';
import { STORAGE_BOOKING_DRAFT } from '@tours/contract/constants';

/** BOOK NOW keeps the draft in session storage (spec §3); checkout reads it back. */

export function readBookingDraft(): BookingDraft | null {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(STORAGE_BOOKING_DRAFT);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = bookingDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeBookingDraft(draft: BookingDraft): void {
  window.sessionStorage.setItem(STORAGE_BOOKING_DRAFT, JSON.stringify(bookingDraftSchema.parse(draft)));
}

export function clearBookingDraft(): void {
  window.sessionStorage.removeItem(STORAGE_BOOKING_DRAFT);
}

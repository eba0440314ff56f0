import { type BookingDraft, bookingDraftSchema } from '@tours/contract';
import { readStoredBookingDraft } from '../../lib/booking-draft';

/** The draft BOOK NOW stored, when the contract accepts it; anything else (an older tab's, a hand-edited one) is none. */
export function readBookingDraft(): BookingDraft | null {
  const parsed = bookingDraftSchema.safeParse(readStoredBookingDraft());
  return parsed.success ? parsed.data : null;
}

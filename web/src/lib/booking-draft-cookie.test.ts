import { afterEach, describe, expect, it } from 'vitest';
import { bookingDraftFixture } from '../test/fixtures';
import { clearBookingDraft, writeBookingDraft } from './booking-draft';
import { BOOKING_DRAFT_COOKIE, holdsBookingDraft, rememberBookingDraft } from './booking-draft-cookie';

const draft = bookingDraftFixture();

afterEach(() => rememberBookingDraft(false));

describe('the booking draft cookie', () => {
  it('says the browser holds a draft from BOOK NOW until the draft is cleared', () => {
    expect(holdsBookingDraft(document.cookie)).toBe(false);
    writeBookingDraft(draft);
    expect(holdsBookingDraft(document.cookie)).toBe(true);
    clearBookingDraft();
    expect(holdsBookingDraft(document.cookie)).toBe(false);
  });

  it('reads a Cookie header among others, and nothing else as a draft', () => {
    expect(holdsBookingDraft(`shop-visitor=en.0.0; ${BOOKING_DRAFT_COOKIE}=1`)).toBe(true);
    expect(holdsBookingDraft(`${BOOKING_DRAFT_COOKIE}=0`)).toBe(false);
    expect(holdsBookingDraft(`x${BOOKING_DRAFT_COOKIE}=1`)).toBe(false);
    expect(holdsBookingDraft(undefined)).toBe(false);
  });
});

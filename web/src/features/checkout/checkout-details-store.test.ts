import { STORAGE_BOOKING_DRAFT } from '@tours/contract/constants';
import { describe, expect, it } from 'vitest';
import {
  clearPersonalDetails,
  readPersonalDetails,
  readResendSecondsLeft,
  savePersonalDetails,
  saveResendAt,
} from './checkout-details-store';
import { emptyCheckoutValues } from './checkout-values';

const hold = 1_700_000_000_000;
const typed = {
  ...emptyCheckoutValues(1),
  ...{ fullName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', mobile: '555 0100', areaId: '44', code: '123456' },
  ...{ cardNumber: '4242424242424242', cardExpiry: '2030-12', cardSecurityCode: '123', cardName: 'ADA LOVELACE' },
};

describe('checkout details kept for a reload', () => {
  it('gives back the personal details of the same draft, and never keeps the card', () => {
    savePersonalDetails(hold, typed);
    expect(readPersonalDetails(hold)).toEqual({
      fullName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      mobile: '555 0100',
      areaId: '44',
      code: '123456',
    });
    const stored = window.sessionStorage.getItem(`${STORAGE_BOOKING_DRAFT}.details`) ?? '';
    for (const secret of ['4242424242424242', '2030-12', '"123"', 'ADA LOVELACE', 'card']) expect(stored).not.toContain(secret);
  });

  it('keeps nothing for another draft (a later BOOK NOW), nor after the order was created', () => {
    savePersonalDetails(hold, typed);
    expect(readPersonalDetails(hold + 1)).toBeNull();
    clearPersonalDetails();
    expect(readPersonalDetails(hold)).toBeNull();
  });

  it('says how long Send code still waits, never more than the spec’s 60 s and never less than 0', () => {
    const now = 2_000_000;
    expect(readResendSecondsLeft(hold, now)).toBe(0);
    saveResendAt(hold, now + 42_500);
    expect(readResendSecondsLeft(hold, now)).toBe(43);
    expect(readResendSecondsLeft(hold, now + 60_000)).toBe(0);
    // A clock set back after the send must not lock the button past 60 s.
    expect(readResendSecondsLeft(hold, now - 3_600_000)).toBe(60);
    expect(readResendSecondsLeft(hold + 1, now)).toBe(0);
  });

  it('keeps the countdown when details are typed after the send, and the details when the code is sent', () => {
    saveResendAt(hold, 10_000);
    savePersonalDetails(hold, typed);
    expect(readResendSecondsLeft(hold, 0)).toBe(10);
    saveResendAt(hold, 20_000);
    expect(readPersonalDetails(hold)?.email).toBe('ada@example.com');
  });

  it('reads a hand-edited or foreign entry as nothing kept', () => {
    window.sessionStorage.setItem(`${STORAGE_BOOKING_DRAFT}.details`, '{"holdStartedAt":"soon"');
    expect(readPersonalDetails(hold)).toBeNull();
    expect(readResendSecondsLeft(hold)).toBe(0);
  });
});

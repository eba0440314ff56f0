import { describe, expect, it } from 'vitest';
import { isHoldExpired, orderStatusColors, orderStatusKey, serverTimeMs } from './order-status';

const expiry = '2030-05-10 10:30:00';
const before = Date.UTC(2030, 4, 10, 10, 29, 0);
const after = Date.UTC(2030, 4, 10, 10, 31, 0);

describe('orderStatusKey', () => {
  it('names the statuses of spec §4, and a reviewed completed order Completed', () => {
    const order = { commentStatus: false, payExpireTime: expiry };
    expect(orderStatusKey({ ...order, status: 0 }, before)).toBe('unpaid');
    expect(orderStatusKey({ ...order, status: 10 }, after)).toBe('booked');
    expect(orderStatusKey({ ...order, status: 30 }, after)).toBe('pendingReview');
    expect(orderStatusKey({ ...order, status: 30, commentStatus: true }, after)).toBe('completed');
    expect(orderStatusKey({ ...order, status: 90 }, after)).toBe('refund');
  });

  it('calls an unpaid order past its hold expired, on the server clock (UTC times)', () => {
    expect(serverTimeMs(expiry)).toBe(Date.UTC(2030, 4, 10, 10, 30, 0));
    expect(isHoldExpired({ status: 0, payExpireTime: expiry }, after)).toBe(true);
    expect(isHoldExpired({ status: 10, payExpireTime: expiry }, after)).toBe(false);
    expect(orderStatusKey({ status: 0, commentStatus: false, payExpireTime: expiry }, after)).toBe('expired');
  });

  it('gives every status its own badge colour', () => {
    const colours = Object.values(orderStatusColors);
    expect(new Set(colours).size).toBe(colours.length);
  });
});

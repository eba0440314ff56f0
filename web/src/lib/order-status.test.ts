import { OrderStatus } from '@tours/contract';
import { describe, expect, it } from 'vitest';
import { isHoldExpired, orderStatusColors, orderStatusKey, serverTimeMs } from './order-status';

const expiry = '2030-05-10 10:30:00';
const before = Date.UTC(2030, 4, 10, 10, 29, 0);
const after = Date.UTC(2030, 4, 10, 10, 31, 0);

describe('orderStatusKey', () => {
  it('names the statuses of spec §4, and a reviewed completed order Completed', () => {
    const order = { commentStatus: false, payExpireTime: expiry };
    expect(orderStatusKey({ ...order, status: OrderStatus.Unpaid }, before)).toBe('unpaid');
    expect(orderStatusKey({ ...order, status: OrderStatus.Booked }, after)).toBe('booked');
    expect(orderStatusKey({ ...order, status: OrderStatus.Completed }, after)).toBe('pendingReview');
    expect(orderStatusKey({ ...order, status: OrderStatus.Completed, commentStatus: true }, after)).toBe('completed');
    expect(orderStatusKey({ ...order, status: OrderStatus.Refund }, after)).toBe('refund');
  });

  it('calls an unpaid order past its hold expired, on the server clock (UTC times)', () => {
    expect(serverTimeMs(expiry)).toBe(Date.UTC(2030, 4, 10, 10, 30, 0));
    expect(isHoldExpired({ status: OrderStatus.Unpaid, payExpireTime: expiry }, after)).toBe(true);
    expect(isHoldExpired({ status: OrderStatus.Booked, payExpireTime: expiry }, after)).toBe(false);
    expect(orderStatusKey({ status: OrderStatus.Unpaid, commentStatus: false, payExpireTime: expiry }, after)).toBe('expired');
  });

  it('gives every status its own badge colour', () => {
    const colours = Object.values(orderStatusColors);
    expect(new Set(colours).size).toBe(colours.length);
  });
});

import { describe, expect, it } from 'vitest';
import { orderStatusKey } from './order-status';

describe('orderStatusKey', () => {
  it('names the statuses of spec §4, and a reviewed completed order Completed', () => {
    expect(orderStatusKey({ status: 0, commentStatus: false })).toBe('unpaid');
    expect(orderStatusKey({ status: 10, commentStatus: false })).toBe('booked');
    expect(orderStatusKey({ status: 30, commentStatus: false })).toBe('pendingReview');
    expect(orderStatusKey({ status: 30, commentStatus: true })).toBe('completed');
    expect(orderStatusKey({ status: 90, commentStatus: false })).toBe('refund');
  });
});

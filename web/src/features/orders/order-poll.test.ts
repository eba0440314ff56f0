import { OrderStatus } from '@tours/contract';
import { ORDER_RESULT_POLL_MS } from '@tours/contract/constants';
import { describe, expect, it } from 'vitest';
import { saveRefundRequest } from '../../lib/refund-request-store';
import { orderFixture } from '../../test/fixtures';
import { orderPollInterval } from './order-poll';

// orderFixture's hold ends 2030-05-10 10:30:00 (UTC).
const withinHold = Date.UTC(2030, 4, 10, 10, 0, 0);
const pastHold = Date.UTC(2030, 4, 10, 11, 0, 0);
const booked = orderFixture({ status: OrderStatus.Booked, payStatus: true });

describe('orderPollInterval', () => {
  it('polls an unpaid order within its hold at the spec’s order-result interval: it may be paid in another tab', () => {
    expect(orderPollInterval(orderFixture(), false, withinHold)).toBe(ORDER_RESULT_POLL_MS);
  });

  it('stops for an unpaid order past its hold, and for a booked order with no refund asked for', () => {
    expect(orderPollInterval(orderFixture(), false, pastHold)).toBe(false);
    expect(orderPollInterval(booked, false, withinHold)).toBe(false);
  });

  it('polls while a refund asked for in this browser is not made yet, and stops once it is', () => {
    saveRefundRequest(booked.id, { type: 'weather', instructions: '' }, withinHold);
    expect(orderPollInterval(booked, false, withinHold)).toBe(ORDER_RESULT_POLL_MS);
    expect(orderPollInterval({ ...booked, status: OrderStatus.Refund }, false, withinHold)).toBe(false);
  });

  it('back from paying (type=1) polls until paid, also before the first answer', () => {
    expect(orderPollInterval(undefined, true)).toBe(ORDER_RESULT_POLL_MS);
    expect(orderPollInterval(orderFixture(), true, pastHold)).toBe(ORDER_RESULT_POLL_MS);
    expect(orderPollInterval(booked, true, withinHold)).toBe(false);
    expect(orderPollInterval(undefined, false)).toBe(false);
  });
});

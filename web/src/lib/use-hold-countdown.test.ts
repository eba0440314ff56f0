import { act, renderHook } from '@testing-library/react';
import { HOLD_MS } from '@tours/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverTimeMs } from './order-status';
import { recordServerDate, resetServerClock } from './server-clock';
import { formatTimeLeft, useHoldCountdown } from './use-hold-countdown';

afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
});

describe('hold countdown', () => {
  it('formats mm:ss under an hour and never goes below 00:00', () => {
    expect(formatTimeLeft(HOLD_MS)).toBe('30:00');
    expect(formatTimeLeft(61_000)).toBe('01:01');
    expect(formatTimeLeft(3_599_000)).toBe('59:59');
    expect(formatTimeLeft(-5)).toBe('00:00');
  });

  it('formats h:mm:ss from an hour up, counting every hour of a hold that lasts a day or more', () => {
    expect(formatTimeLeft(3_600_000)).toBe('1:00:00');
    expect(formatTimeLeft(((31 * 60 + 19) * 60 + 30) * 1000)).toBe('31:19:30');
    expect(formatTimeLeft(49 * 3_600_000 + 1)).toBe('49:00:01');
  });

  it('counts down to its end and stops at 0', () => {
    vi.useFakeTimers();
    const endsAt = Date.now() + HOLD_MS;
    const { result } = renderHook(() => useHoldCountdown(endsAt));
    expect(result.current).toBe(HOLD_MS);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(HOLD_MS - 60_000);
    act(() => vi.advanceTimersByTime(HOLD_MS));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
  });

  it('counts down to an order’s payExpireTime on the server’s clock, not the browser’s', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2030, 4, 10, 10, 0, 0));
    // The server's clock is 20 minutes ahead of the browser (its Date header says 10:20:00).
    recordServerDate('Fri, 10 May 2030 10:20:00 GMT');
    const { result } = renderHook(() => useHoldCountdown(serverTimeMs('2030-05-10 10:30:00')));
    expect(formatTimeLeft(result.current)).toBe('10:00');
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(result.current).toBe(0);
  });
});

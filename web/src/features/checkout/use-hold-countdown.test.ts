import { act, renderHook } from '@testing-library/react';
import { HOLD_MS } from '@tours/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMmSs, useHoldCountdown } from './use-hold-countdown';

afterEach(() => vi.useRealTimers());

describe('hold countdown', () => {
  it('formats mm:ss and never goes below 00:00', () => {
    expect(formatMmSs(HOLD_MS)).toBe('30:00');
    expect(formatMmSs(61_000)).toBe('01:01');
    expect(formatMmSs(-5)).toBe('00:00');
  });

  it('counts down from 30 minutes and stops at 0', () => {
    vi.useFakeTimers();
    const startedAt = Date.now();
    const { result } = renderHook(() => useHoldCountdown(startedAt));
    expect(result.current).toBe(HOLD_MS);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(HOLD_MS - 60_000);
    act(() => vi.advanceTimersByTime(HOLD_MS));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
  });
});

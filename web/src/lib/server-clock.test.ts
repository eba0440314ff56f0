import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordServerDate, resetServerClock, serverNow } from './server-clock';

afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
});

describe('serverNow', () => {
  it('is the browser clock until a Date header was seen', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    expect(serverNow()).toBe(1_000_000);
  });

  it('follows the offset of the last Date header, and moves on with the browser clock', () => {
    vi.useFakeTimers();
    const browser = Date.UTC(2030, 0, 1, 12, 0, 0);
    vi.setSystemTime(browser);
    recordServerDate('Tue, 01 Jan 2030 13:00:00 GMT');
    expect(serverNow()).toBe(Date.UTC(2030, 0, 1, 13, 0, 0) + 500);
    vi.advanceTimersByTime(60_000);
    expect(serverNow()).toBe(Date.UTC(2030, 0, 1, 13, 1, 0) + 500);
  });

  it('ignores a missing or unreadable header', () => {
    vi.useFakeTimers();
    vi.setSystemTime(5_000);
    recordServerDate(null);
    recordServerDate('not a date');
    expect(serverNow()).toBe(5_000);
  });
});

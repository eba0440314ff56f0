import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { newerFirst, parseTime } from './time.js';

dayjs.extend(utc);

describe('parseTime', () => {
  it('reads stored times exactly as dayjs.utc does, overflowing days included', () => {
    for (const text of [
      '2026-11-22 18:46:05',
      '2026-11-22',
      '2024-02-29 23:59:59',
      '2026-02-30 00:00:00',
      '1999-12-31 24:00:00',
      '2026-1-2',
      'x',
    ]) {
      expect(parseTime(text), text).toEqual(dayjs.utc(text).valueOf());
    }
  });
});

describe('newerFirst', () => {
  it('puts the later date-time first', () => {
    const times = ['2026-01-02 10:00:00', '2026-11-22 09:59:59', '2025-12-31 23:59:59', '2026-11-22 10:00:00'];
    expect([...times].sort(newerFirst)).toEqual([
      '2026-11-22 10:00:00',
      '2026-11-22 09:59:59',
      '2026-01-02 10:00:00',
      '2025-12-31 23:59:59',
    ]);
  });
});

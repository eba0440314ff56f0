import { BOOKABLE_STATUS } from '@tours/contract';
import type { TourRow } from './state.js';
import { clockTime, dayNumber, todayNumber, weekdayOf } from './time.js';

export const SOLD_OUT_STATUS = '已约满';
export const CLOSED_STATUS = '不可预约';

/** A stable 32-bit mix, for per-day facts (sold-out days) that are derived rather than stored. */
function hash32(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x165667b1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}

/** About one open day in nine is sold out: enough for a demo to meet one in any month. */
export const isSoldOut = (tourId: number, day: number) => hash32(tourId, day) % 9 === 0;

/** Whether the tour runs that day at all (weekday schedule), ignoring the clock and sell-outs. */
const runsOn = (tour: Pick<TourRow, 'weekdayMask'>, day: number) => ((tour.weekdayMask >> weekdayOf(day)) & 1) === 1;

export interface DayAvailability {
  status: string;
  times: string[];
}

/**
 * One day of one tour: past days and days the tour does not run are closed; a sold-out day keeps no
 * times; today keeps only the slots still ahead of the clock.
 */
export function dayAvailability(tour: Pick<TourRow, 'id' | 'weekdayMask' | 'times'>, day: number, now: Date): DayAvailability {
  const today = todayNumber(now);
  if (day < today || !runsOn(tour, day)) return { status: CLOSED_STATUS, times: [] };
  if (isSoldOut(tour.id, day)) return { status: SOLD_OUT_STATUS, times: [] };
  const times = day === today ? tour.times.filter((t) => t > clockTime(now)) : tour.times;
  return times.length > 0 ? { status: BOOKABLE_STATUS, times } : { status: CLOSED_STATUS, times: [] };
}

/** Whether a party may book this date and time now. */
export function isSlotBookable(tour: Pick<TourRow, 'id' | 'weekdayMask' | 'times'>, date: string, time: string, now: Date): boolean {
  const day = dayNumber(date);
  if (Number.isNaN(day)) return false;
  const availability = dayAvailability(tour, day, now);
  return availability.status === BOOKABLE_STATUS && availability.times.includes(time);
}

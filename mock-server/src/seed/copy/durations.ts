import type { DurationClass } from './types.js';

/**
 * Durations (hours) each category offers, repeated to weight the draw, in category order. A walk is never
 * two days and a two-day getaway never ninety minutes; every bucket of the duration filter still has tours.
 */
export const DURATIONS_BY_CATEGORY: readonly (readonly number[])[] = [
  [1.5, 2, 2, 3, 3, 4],
  [2, 2, 3, 3, 4],
  [2, 3, 3, 4, 5, 6, 8],
  [4, 5, 6, 8, 10, 24, 36],
  [8, 8, 10, 10, 24, 36, 48],
  [1.5, 2, 2, 3],
  [2, 3, 3, 4],
  [1.5, 2, 3, 4],
  [2, 3, 4, 5, 6],
  [1.5, 2, 2, 4],
];

export function durationClassOf(hours: number): DurationClass {
  if (hours <= 3) return 'short';
  if (hours <= 6) return 'half';
  if (hours <= 12) return 'full';
  return hours <= 36 ? 'overnight' : 'twoNight';
}

export const MORNING_TIMES = ['08:00', '09:00', '09:30', '10:00', '11:00'];
export const AFTERNOON_TIMES = ['12:30', '13:00', '14:00', '15:30'];
export const EVENING_TIMES = ['17:30', '18:00', '19:00', '20:00'];
/** Long days leave early; 24- and 48-hour tours leave after lunch, so they end after lunch one or two days later. */
export const FULL_DAY_TIMES = ['07:30', '08:00', '08:30', '09:00'];
export const AFTER_LUNCH_TIMES = ['13:00', '14:00'];

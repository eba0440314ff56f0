import { CART_DURATION_OPTIONS, EVENING_STARTS_AT, MORNING_ENDS_AT } from '@tours/contract';

/**
 * Filter buckets of the tour list. The values are those of the dictionary entries the seed serves
 * (mall_starttime_selection, mall_duration_selection), so what the list sends back is what we read.
 */
const START_BUCKETS = ['morning', 'afternoon', 'evening'] as const;
type StartBucket = (typeof START_BUCKETS)[number];

function startBucketOf(time: string): StartBucket {
  if (time < MORNING_ENDS_AT) return 'morning';
  if (time < EVENING_STARTS_AT) return 'afternoon';
  return 'evening';
}

/** Bit i set when one of the times falls in START_BUCKETS[i]: a tour with 09:00 and 14:00 is in both. */
export function startBucketMask(times: readonly string[]): number {
  return times.reduce((mask, time) => mask | (1 << START_BUCKETS.indexOf(startBucketOf(time))), 0);
}

/** Upper bounds in hours (inclusive), lower bound is the previous option's; the first starts at 0. */
const DURATION_UPPER_HOURS: Record<(typeof CART_DURATION_OPTIONS)[number], number> = {
  '1-2h': 2,
  '2-4h': 4,
  '4-8h': 8,
  '8-12h': 12,
  '1 day': 24,
  '1-2 days': 48,
};

/** Index into CART_DURATION_OPTIONS, or -1 when the tour is longer than every option. */
export function durationBucketOf(hours: number): number {
  return CART_DURATION_OPTIONS.findIndex((option) => hours <= DURATION_UPPER_HOURS[option]);
}

export const durationBucketIndex = (value: string) => (CART_DURATION_OPTIONS as readonly string[]).indexOf(value);
export const startBucketIndex = (value: string) => (START_BUCKETS as readonly string[]).indexOf(value);

import { type AvailabilityDay, isBookable } from '@tours/contract';
import { AVAILABILITY_FIRST_DAY, AVAILABILITY_LAST_DAY } from '@tours/contract/constants';
import dayjs from 'dayjs';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The availability range of a shown month: the 1st to the 31st (spec §9), as the spec's sample app asks,
 * whatever the month's length; the contract's dates are YYYY-MM-DD text, and days outside the month
 * are simply never looked up.
 */
export function monthRange(anyDayOfMonth: string): { startDate: string; endDate: string } {
  const month = dayjs(anyDayOfMonth).format('YYYY-MM');
  return { startDate: `${month}-${pad(AVAILABILITY_FIRST_DAY)}`, endDate: `${month}-${pad(AVAILABILITY_LAST_DAY)}` };
}

export const monthOf = (date: string) => dayjs(date).format('YYYY-MM-01');

/** A day is disabled if it is in the past or its status is not the bookable value (spec §4). */
export function isDayDisabled(date: string, days: readonly AvailabilityDay[], today: string): boolean {
  if (date < today) return true;
  const day = days.find((d) => d.date === date);
  return !day || !isBookable(day);
}

export const todayText = () => dayjs().format('YYYY-MM-DD');

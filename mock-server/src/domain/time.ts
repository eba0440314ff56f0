import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

/**
 * The mock's clock zone is UTC (docs/decisions.md): the same seed and clock give the same answers on
 * every machine, whatever its local zone.
 */
dayjs.extend(utc);

export const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
const DAY_MS = 86_400_000;

export const formatDateTime = (at: Date | number) => dayjs.utc(at).format(DATE_TIME);
export const formatDate = (at: Date | number) => dayjs.utc(at).format('YYYY-MM-DD');
export const formatTime = (at: Date | number) => dayjs.utc(at).format('HH:mm');

const STORED_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * Milliseconds of a stored 'YYYY-MM-DD HH:mm:ss' or 'YYYY-MM-DD' text (UTC). Those two shapes are read
 * directly, as dayjs.utc would (the clock's tick reads every open order's times before each call, where
 * dayjs cost ~7 µs a request); anything else still goes through dayjs.
 */
export function parseTime(text: string): number {
  const m = STORED_TIME.exec(text);
  if (!m) return dayjs.utc(text).valueOf();
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = m;
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
}

/**
 * Newest first for two DATE_TIME texts: fixed-width, so code-unit order is time order, and it costs a
 * fraction of localeCompare, which list calls would otherwise pay per pair on every request.
 */
export const newerFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

export const addMs = (at: Date, ms: number) => formatDateTime(at.getTime() + ms);

/** Whole days since 1970-01-01 of a 'YYYY-MM-DD' date, or NaN. Cheap: no dayjs per tour in searches. */
export function dayNumber(date: string): number {
  const ms = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return Number.isFinite(ms) && formatDate(ms) === date ? Math.floor(ms / DAY_MS) : Number.NaN;
}

/**
 * Like dayNumber, but a day past the month's end counts as the month's last day: the calendar asks
 * for the 1st to the 31st of every month (spec §9), so '2025-02-31' must mean the end of February.
 */
export function lenientDayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return Number.NaN;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Math.floor(Date.UTC(year, month - 1, Math.min(day, lastDay)) / DAY_MS);
}

export const dateOfDayNumber = (day: number) => formatDate(day * DAY_MS);
export const todayNumber = (now: Date) => Math.floor(now.getTime() / DAY_MS);
/** 0 Sunday .. 6 Saturday; 1970-01-01 was a Thursday. */
export const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7;
export const startOfDayMs = (now: Date) => todayNumber(now) * DAY_MS;
export { DAY_MS };

/** 'HH:mm' of now, for comparing with slot times of today. */
export const clockTime = (now: Date) => formatTime(now);

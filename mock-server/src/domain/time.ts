import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

/**
 * The mock's clock zone is UTC (docs/adr/0010-a-pure-deterministic-mock-domain.md): the same seed and clock give the same answers on
 * every machine, whatever its local zone.
 */
dayjs.extend(utc);

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
const DAY_MS = 86_400_000;

/** Years 0000..9999, where toISOString's 'YYYY-MM-DDTHH:mm:ss' is exactly what dayjs.utc formats. */
const ISO_FIRST_MS = -62_167_219_200_000;
const ISO_LAST_MS = 253_402_300_799_999;

/**
 * The ISO text of a time in 0000..9999, or null (invalid or out of range: dayjs decides those). A
 * calendar month formats 31 dates, and dayjs cost ~2 µs each where toISOString costs a tenth of that.
 */
function isoOf(at: Date | number): string | null {
  const ms = typeof at === 'number' ? at : at.getTime();
  return ms >= ISO_FIRST_MS && ms <= ISO_LAST_MS ? new Date(ms).toISOString() : null;
}

export const formatDateTime = (at: Date | number) => {
  const iso = isoOf(at);
  return iso === null ? dayjs.utc(at).format(DATE_TIME) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
};
export const formatDate = (at: Date | number) => isoOf(at)?.slice(0, 10) ?? dayjs.utc(at).format('YYYY-MM-DD');
const formatTime = (at: Date | number) => isoOf(at)?.slice(11, 16) ?? dayjs.utc(at).format('HH:mm');

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

const FIRST_DAY = ISO_FIRST_MS / DAY_MS;
const LAST_DAY = Math.floor(ISO_LAST_MS / DAY_MS);
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * 'YYYY-MM-DD' of a day number, by arithmetic (H. Hinnant's civil_from_days) within 0000..9999: a month
 * of availability formats 31 dates per request, and even toISOString cost ~10 µs of that.
 */
export function dateOfDayNumber(day: number): string {
  if (!Number.isInteger(day) || day < FIRST_DAY || day > LAST_DAY) return formatDate(day * DAY_MS);
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(dayOfMonth)}`;
}
export const todayNumber = (now: Date) => Math.floor(now.getTime() / DAY_MS);
/** 0 Sunday .. 6 Saturday; 1970-01-01 was a Thursday. */
export const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7;
export const startOfDayMs = (now: Date) => todayNumber(now) * DAY_MS;
export { DAY_MS };

/** 'HH:mm' of now, for comparing with slot times of today. */
export const clockTime = (now: Date) => formatTime(now);

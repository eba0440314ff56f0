import { codes } from '@tours/contract';
import { z } from 'zod';
import { developerRefusal } from '../domain/index.js';
import { parseWith } from './parse-with.js';

const MINUTE = 60_000;
const UNIT_MS = { ms: 1, minutes: MINUTE, hours: 60 * MINUTE, days: 24 * 60 * MINUTE } as const;
type Unit = keyof typeof UNIT_MS;

/**
 * The range a world's clock may read. Stored times are 'YYYY-MM-DD HH:mm:ss' with four-digit years, and
 * orders, calendars and codes look up to a year past the clock, so the top leaves a year before 10000;
 * past it (or past Date's own range) the clock reads Invalid Date and every later call answers 500.
 */
const EARLIEST_CLOCK = Date.UTC(1970, 0, 1);
const LATEST_CLOCK = Date.UTC(9999, 0, 1);
const RANGE = '1970-01-01T00:00:00Z and 9999-01-01T00:00:00Z';

const advanceInput = z
  .object({
    ms: z.number().min(0).default(0),
    minutes: z.number().min(0).default(0),
    hours: z.number().min(0).default(0),
    days: z.number().min(0).default(0),
  })
  .strict();
const setInput = z.object({ iso: z.iso.datetime({ offset: true }) });

/** What a world's clock is in both adapters: real time plus an offset, so time keeps flowing after an advance. */
export interface ClockHolder {
  clockOffsetMs: number;
}

export const clockNow = (world: ClockHolder, realNow = Date.now()) => new Date(realNow + world.clockOffsetMs);

/** Whether the offset puts the clock inside the range now (the real time moves on, so a file's offset is checked at load). */
export const clockOffsetInRange = (offsetMs: number, realNow = Date.now()) =>
  Number.isFinite(offsetMs) && realNow + offsetMs >= EARLIEST_CLOCK && realNow + offsetMs < LATEST_CLOCK;

/** POST /__mock/clock/advance: the world's new offset, or a 400 naming the amount that would leave the range. */
export function advancedOffset(world: ClockHolder, body: unknown): number {
  const amounts = parseWith(advanceInput, body ?? {});
  const units = Object.keys(UNIT_MS) as Unit[];
  const offset = units.reduce((sum, unit) => sum + amounts[unit] * UNIT_MS[unit], world.clockOffsetMs);
  if (!clockOffsetInRange(offset)) {
    // The field named is the one that moved the clock furthest: the one to correct.
    const largest = units.reduce((a, b) => (amounts[b] * UNIT_MS[b] > amounts[a] * UNIT_MS[a] ? b : a));
    throw developerRefusal(
      codes.badRequest,
      `${largest}: would move the clock past ${new Date(LATEST_CLOCK).toISOString()} (it must stay between ${RANGE})`,
      largest,
    );
  }
  return offset;
}

/** POST /__mock/clock/set: the offset that makes the clock read `iso` now. */
export function offsetFor(body: unknown, realNow = Date.now()): number {
  const { iso } = parseWith(setInput, body);
  const offset = Date.parse(iso) - realNow;
  if (!clockOffsetInRange(offset, realNow)) throw developerRefusal(codes.badRequest, `iso: must be between ${RANGE}`, 'iso');
  return offset;
}

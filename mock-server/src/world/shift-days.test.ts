import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { date, dateTime, hourMinute, instant } from '../domain/rows/formats.js';
import type { State } from '../domain/state.js';
import { DAY_MS } from '../domain/time.js';
import { createState } from './create-state.js';
import { dayShift, shiftDays } from './shift-days.js';

// Ten weeks before a leap day: a shift of 71 days makes 2024-02-29 the seed day, and 365 and 366 reach past it.
const base = Date.parse('2023-12-20T10:00:00Z');
const seededOn = (days: number) => createState({ now: new Date(base + days * DAY_MS) });

/** Every object and array inside a value, the value included. */
function objectsIn(value: unknown, found = new Set<object>()): Set<object> {
  if (typeof value !== 'object' || value === null) return found;
  found.add(value);
  for (const inner of Object.values(value)) objectsIn(inner, found);
  return found;
}

describe('shiftDays', () => {
  const seeded = seededOn(0);

  it.each([1, 6, 7, 31, 71, 365, 366, -1, -45])('gives the world seeded %i days later', (days) => {
    expect(shiftDays(seeded, days)).toStrictEqual(seededOn(days));
  });

  it('leaves its input as it was and shares no object or list with it', () => {
    const before = JSON.stringify(seeded);
    const inputObjects = objectsIn(seeded);
    const moved = shiftDays(seeded, 3);
    expect(JSON.stringify(seeded)).toBe(before);
    expect([...objectsIn(moved)].filter((object) => inputObjects.has(object))).toEqual([]);
  });

  it('keeps times of day: tour slots and reservation times stay while reservation dates move', () => {
    const moved = shiftDays(seeded, 3);
    expect(moved.tours.map((tour) => tour.times)).toEqual(seeded.tours.map((tour) => tour.times));
    const [item] = seeded.orders[0]?.items ?? [];
    const [movedItem] = moved.orders[0]?.items ?? [];
    expect(item?.reservationTime).toMatch(/^\d{2}:\d{2}$/);
    expect(movedItem?.reservationTime).toBe(item?.reservationTime);
    expect(movedItem?.reservationDate).not.toBe(item?.reservationDate);
  });

  it('moves the dates of rows the seed leaves empty: sessions, login failures, pending replies, settlements', () => {
    const state: State = structuredClone(seeded);
    state.sessions.token = { userId: 1, createdAt: '2024-02-28 23:59:59', expiresAt: '2024-03-06 23:59:59' };
    state.loginFailures.push({ email: 'x@y.test', failedAt: ['2024-02-29 08:00:00'], lockedUntil: null });
    state.pendingReplies.push({ threadId: 1, content: 'Hello', dueAt: '2024-02-28T12:00:00.123Z' });
    const payment = state.payments[0];
    if (!payment) throw new Error('the seed has paid orders');
    payment.settleAt = '2023-12-31T23:59:59.999Z';

    const moved = shiftDays(state, 1);
    expect(moved.sessions.token).toEqual({ userId: 1, createdAt: '2024-02-29 23:59:59', expiresAt: '2024-03-07 23:59:59' });
    expect(moved.loginFailures.at(-1)).toEqual({ email: 'x@y.test', failedAt: ['2024-03-01 08:00:00'], lockedUntil: null });
    expect(moved.pendingReplies.at(-1)?.dueAt).toBe('2024-02-29T12:00:00.123Z');
    expect(moved.payments[0]?.settleAt).toBe('2024-01-01T23:59:59.999Z');
  });

  it('refuses a part of a day', () => {
    expect(() => shiftDays(seeded, 0.5)).toThrow(RangeError);
  });
});

describe('dayShift', () => {
  it('moves date keys of a record and the dates an object keeps under keys its shape does not name', () => {
    const byDay = dayShift(z.record(date, z.object({ at: hourMinute }).catchall(dateTime)));
    expect(byDay({ '2024-02-28': { at: '10:00', seen: '2024-02-28 10:00:00' } }, 2)).toEqual({
      '2024-03-01': { at: '10:00', seen: '2024-03-01 10:00:00' },
    });
  });

  it('tells the members of a discriminated union apart by their tag', () => {
    const event = dayShift(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('trip'), on: date }),
        z.object({ kind: z.literal('note'), on: z.string() }),
      ]),
    );
    expect(event({ kind: 'trip', on: '2024-12-31' }, 1)).toEqual({ kind: 'trip', on: '2025-01-01' });
    expect(event({ kind: 'note', on: '2024-12-31' }, 1)).toEqual({ kind: 'note', on: '2024-12-31' });
  });

  it('follows a recursive schema', () => {
    interface Reply {
      at: string;
      replies: Reply[];
    }
    const reply: z.ZodType<Reply> = z.lazy(() => z.object({ at: instant, replies: z.array(reply) }));
    const thread = { at: '2024-01-01T00:00:00.000Z', replies: [{ at: '2024-01-02T00:00:00.000Z', replies: [] }] };
    expect(dayShift(reply)(thread, -1)).toEqual({
      at: '2023-12-31T00:00:00.000Z',
      replies: [{ at: '2024-01-01T00:00:00.000Z', replies: [] }],
    });
  });

  it('refuses a schema whose dates it could not find instead of leaving them where they are', () => {
    expect(() => dayShift(z.union([z.object({ on: date }), z.object({ at: dateTime })]))).toThrow(/discriminatedUnion/);
    expect(() => dayShift(z.object({ on: date.transform((text) => text) }))).toThrow(/'transform'/);
    expect(() => dayShift(z.tuple([z.string(), dateTime]))).toThrow(/'tuple'/);
  });

  it('copies a union that holds no dates', () => {
    const value = { id: 1, tags: ['a'] };
    const copy = dayShift(z.union([z.object({ id: z.number(), tags: z.array(z.string()) }), z.null()]))(value, 5);
    expect(copy).toEqual(value);
    expect(copy).not.toBe(value);
  });
});

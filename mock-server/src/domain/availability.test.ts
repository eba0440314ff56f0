import { BOOKABLE_STATUS } from '@tours/contract';
import { describe, expect, it } from 'vitest';
import { TestWorld } from '../world/testing.js';
import { CLOSED_STATUS, SOLD_OUT_STATUS } from './availability.js';

describe('product.appointment', () => {
  const world = new TestWorld({ now: '2025-06-15T10:00:00Z' });

  it('answers every day of the range; past days are never bookable; weekly schedules and sell-outs show', async () => {
    const days = await world.call('product.appointment', { id: 2, startDate: '2025-06-01', endDate: '2025-07-31' });
    expect(days).toHaveLength(61);
    expect(days[0]?.date).toBe('2025-06-01');
    expect(days.at(-1)?.date).toBe('2025-07-31');
    expect(days.filter((d) => d.date < '2025-06-15').every((d) => d.status === CLOSED_STATUS && d.times.length === 0)).toBe(true);
    const future = days.filter((d) => d.date > '2025-06-15');
    expect(future.some((d) => d.status === BOOKABLE_STATUS)).toBe(true);
    for (const d of future.filter((x) => x.status === BOOKABLE_STATUS)) expect(d.times.length).toBeGreaterThan(0);
    const statuses = new Set(
      (
        await Promise.all(
          [1, 2, 3, 4, 5, 6].map((id) => world.call('product.appointment', { id, startDate: '2025-06-16', endDate: '2025-08-15' })),
        )
      )
        .flat()
        .map((d) => d.status),
    );
    expect(statuses).toEqual(new Set([BOOKABLE_STATUS, SOLD_OUT_STATUS, CLOSED_STATUS]));
  });

  it('keeps only the slots still ahead of the clock today', async () => {
    const tour = world.state.tours.find(
      (t) => t.times.some((time) => time < '10:00') && t.times.some((time) => time > '10:00') && t.weekdayMask === 127,
    );
    if (!tour) throw new Error('the seed has no such tour');
    const [today] = await world.call('product.appointment', { id: tour.id, startDate: '2025-06-15', endDate: '2025-06-15' });
    if (today?.status === BOOKABLE_STATUS) expect(today.times.every((t) => t > '10:00')).toBe(true);
    else expect(today?.status).toBe(SOLD_OUT_STATUS);
  });

  it('is deterministic and reads the calendar’s “31st” of a short month as its last day', async () => {
    const a = await world.call('product.appointment', { id: 7, startDate: '2025-09-01', endDate: '2025-09-31' });
    expect(a).toHaveLength(30);
    expect(await new TestWorld().call('product.appointment', { id: 7, startDate: '2025-09-01', endDate: '2025-09-31' })).toEqual(a);
  });

  it('refuses reversed or too long ranges and unknown tours', async () => {
    expect(await world.refusal('product.appointment', { id: 1, startDate: '2025-07-02', endDate: '2025-07-01' })).toMatchObject({
      code: 400,
      field: 'endDate',
    });
    expect(await world.refusal('product.appointment', { id: 1, startDate: '2025-01-01', endDate: '2025-06-01' })).toMatchObject({
      code: 400,
    });
    expect(await world.refusal('product.appointment', { id: 9999, startDate: '2025-07-01', endDate: '2025-07-02' })).toMatchObject({
      code: 404,
    });
  });
});

describe('trade.order.settlement', () => {
  const world = new TestWorld();
  const slotOf = async (spuId: number) => {
    const days = await world.call('product.appointment', { id: spuId, startDate: '2025-06-16', endDate: '2025-07-16' });
    const day = days.find((d) => d.status === BOOKABLE_STATUS);
    return { reservationDate: day?.date ?? '', reservationTime: day?.times[0] ?? '' };
  };
  const group = world.state.tours.find((t) => t.model === 1 && t.teamLimit >= 4);
  const perPerson = world.state.tours.find((t) => t.model === 2 && t.toddlerPrice === 0 && t.teamLimit >= 4);

  it('quotes a group tour at its team price whatever the party', async () => {
    if (!group) throw new Error('no group tour');
    const slot = await slotOf(group.id);
    const quote = await world.call('trade.order.settlement', {
      spuId: group.id,
      adultCount: 2,
      childCount: 1,
      toddlerCount: 1,
      ...slot,
      currencyId: 1,
    });
    expect(quote.price.payPrice).toBe(group.teamPrice);
    expect(quote.items[0]).toMatchObject({
      priceMode: 1,
      priceModeNameEn: 'Per group',
      priceModeNameCn: '按团',
      adultCount: 2,
      childCount: 1,
    });
    const inCny = await world.call('trade.order.settlement', {
      spuId: group.id,
      adultCount: 1,
      childCount: 0,
      toddlerCount: 0,
      ...slot,
      currencyId: 2,
    });
    expect(inCny).toMatchObject({ currencyInco: '¥', price: { payPrice: Math.round((group.teamPrice ?? 0) * 7.2 * 100) / 100 } });
  });

  it('quotes a per-person tour by band, toddlers free', async () => {
    if (!perPerson) throw new Error('no per-person tour');
    const slot = await slotOf(perPerson.id);
    const quote = await world.call('trade.order.settlement', {
      spuId: perPerson.id,
      adultCount: 2,
      childCount: 1,
      toddlerCount: 1,
      ...slot,
    });
    expect(quote.price.payPrice).toBe(2 * perPerson.adultPrice + perPerson.childPrice);
    expect(quote.items[0]).toMatchObject({
      priceMode: 2,
      priceModeNameEn: 'Per person',
      priceModeNameCn: '按人',
      toddlerPrice: 0,
      adultPrice: perPerson.adultPrice,
    });
    expect(quote.items[0]?.languageName).not.toBe('');
  });

  it('refuses an empty party, an oversized one and a slot that is not bookable', async () => {
    if (!perPerson) throw new Error('no per-person tour');
    const slot = await slotOf(perPerson.id);
    const base = { spuId: perPerson.id, adultCount: 0, childCount: 0, toddlerCount: 0, ...slot };
    expect(await world.refusal('trade.order.settlement', base)).toMatchObject({ code: 400, field: 'adultCount' });
    expect(await world.refusal('trade.order.settlement', { ...base, adultCount: 99 })).toMatchObject({ code: 400 });
    expect(await world.refusal('trade.order.settlement', { ...base, adultCount: 1, reservationDate: '2025-06-01' })).toMatchObject({
      code: 409,
    });
    expect(await world.refusal('trade.order.settlement', { ...base, adultCount: 1, reservationTime: '03:17' })).toMatchObject({
      code: 409,
    });
  });
});

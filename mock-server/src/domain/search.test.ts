import type { ProductCard } from '@tours/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../world/index.js';
import { TestWorld } from '../world/testing.js';
import { durationBucketOf, startBucketMask } from './buckets.js';
import { tourLanguage } from './text-language.js';
import { tourIntroduction } from './tour-copy.js';

const world = new TestWorld();
const all = { pageSize: '100' } as const;
const tourOf = (id: number) => world.state.tours.find((t) => t.id === id);

async function everyPage(input: Record<string, string>) {
  const found = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await world.call('product.search', { ...input, pageNo: String(pageNo), pageSize: '100' });
    found.push(...page);
    if (page.length < 100) return found;
  }
}

describe('product.search', () => {
  it('pages through every tour once', async () => {
    const ids = (await everyPage({})).map((t) => t.id);
    expect(ids).toHaveLength(200);
    expect(new Set(ids).size).toBe(200);
    const page2 = await world.call('product.search', { pageNo: '2', pageSize: '10' });
    expect(page2.map((t) => t.id)).toEqual(ids.slice(10, 20));
  });

  it('filters by cities, categories and languages (any of the ids)', async () => {
    const byCity = await everyPage({ cityIds: '1,2' });
    expect(byCity.length).toBeGreaterThan(0);
    expect(byCity.every((t) => ['Beijing', 'Shanghai'].includes(t.cityEnglishName))).toBe(true);
    expect(byCity.length).toBe(world.state.tours.filter((t) => t.cityId <= 2).length);
    const byCategory = await everyPage({ categoryIds: '3' });
    expect(byCategory.length).toBe(world.state.tours.filter((t) => t.categoryId === 3).length);
    const byLanguage = await everyPage({ languageIds: '3' });
    expect(byLanguage.length).toBe(world.state.tours.filter((t) => t.languageIds.includes(3)).length);
    expect(byLanguage.length).toBeGreaterThan(0);
  });

  it('finds a keyword in the name or the introduction, ignoring case', async () => {
    const byName = await everyPage({ keyword: 'KYOTO' });
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((t) => `${t.name} ${t.introduction}`.toLowerCase().includes('kyoto'))).toBe(true);
    // A landmark the shared introduction templates name through a placeholder: the index sees the filled text.
    const byIntro = await everyPage({ keyword: 'Senso-ji' });
    const expected = world.state.tours.filter((t) => tourIntroduction(world.state, t).includes('Senso-ji'));
    expect(byIntro.length).toBeGreaterThan(0);
    expect(byIntro.map((t) => t.id)).toEqual(expected.map((t) => t.id));
    expect(byIntro.every((t) => t.introduction.includes('Senso-ji') && !t.name.includes('Senso-ji'))).toBe(true);
    expect(await everyPage({ keyword: 'zzzz-nothing' })).toEqual([]);
  });

  it('filters by start-time and duration buckets', async () => {
    const evening = await everyPage({ startTime: 'evening' });
    expect(evening.length).toBe(world.state.tours.filter((t) => t.times.some((time) => time >= '17:00')).length);
    expect(evening.every((t) => (startBucketMask(tourOf(t.id)?.times ?? []) & 4) !== 0)).toBe(true);
    const short = await everyPage({ duration: '2-4h' });
    expect(short.length).toBeGreaterThan(0);
    expect(short.every((t) => t.duration > 2 && t.duration <= 4)).toBe(true);
    expect(durationBucketOf(24)).toBe(4);
    await expect(world.call('product.search', { duration: 'forever' })).rejects.toMatchObject({ code: 400, field: 'duration' });
  });

  it('filters by price on the displayed From price in the chosen currency', async () => {
    const cny = await everyPage({ currencyId: '2', priceMin: '500', priceMax: '1000' });
    expect(cny.length).toBeGreaterThan(0);
    for (const t of cny) {
      expect(t.currencyInco).toBe('¥');
      const from = t.model === 1 ? t.teamPrice : t.adultPrice;
      expect(from).toBeGreaterThanOrEqual(500);
      expect(from).toBeLessThanOrEqual(1000);
    }
    const usd = await world.call('product.search', { ...all, currencyId: '1' });
    const sameInCny = await world.call('product.search', { ...all, currencyId: '2' });
    expect(sameInCny[0]?.adultPrice).toBeCloseTo(Number(usd[0]?.adultPrice ?? 0) * 7.2, 2);
  });

  it('keeps only tours with a bookable slot on the date, and nothing for a past date', async () => {
    const onDate = await everyPage({ date: '2025-06-18' });
    expect(onDate.length).toBeGreaterThan(0);
    expect(onDate.length).toBeLessThan(200);
    for (const t of onDate.slice(0, 5)) {
      const [day] = await world.call('product.appointment', { id: t.id, startDate: '2025-06-18', endDate: '2025-06-18' });
      expect(day?.status).toBe('可预约');
    }
    expect(await everyPage({ date: '2025-06-01' })).toEqual([]);
  });

  it('sorts by price, creation time and sales, both ways', async () => {
    const fromPrice = (t: Pick<ProductCard, 'model' | 'teamPrice' | 'adultPrice'>) =>
      Number((t.model === 1 ? t.teamPrice : t.adultPrice) ?? 0);
    const asc = await world.call('product.search', { ...all, orderBy: 'adultPrice+ASC' });
    expect(asc.map(fromPrice)).toEqual([...asc.map(fromPrice)].sort((a, b) => a - b));
    const desc = await world.call('product.search', { ...all, orderBy: 'adultPrice DESC' });
    expect(desc.map(fromPrice)).toEqual([...desc.map(fromPrice)].sort((a, b) => b - a));
    const sales = await world.call('product.search', { ...all, orderBy: 'salesCount+DESC' });
    expect(sales[0]?.appointmentCount).toBe(Math.max(...world.state.tours.map((t) => t.salesCount)));
    const newest = await world.call('product.search', { pageSize: '3', orderBy: 'createTime+DESC' });
    const created = newest.map((t) => tourOf(t.id)?.createTime ?? '');
    expect(created).toEqual([...created].sort().reverse());
  });

  it('narrows to recommended hot or new tours, those written in the caller’s language (English here)', async () => {
    const hot = await everyPage({ recommendHot: 'true' });
    expect(hot.length).toBe(world.state.tours.filter((t) => t.recommendHot && tourLanguage(t) === 'en').length);
    expect(hot.length).toBeGreaterThan(0);
    const fresh = await everyPage({ recommendNew: 'true' });
    expect(fresh.every((t) => tourOf(t.id)?.recommendNew)).toBe(true);
  });

  it('marks the caller’s favourites', async () => {
    const token = await world.login(DEMO_ACCOUNTS.demo.email, DEMO_ACCOUNTS.demo.password);
    const mine = await world.call('product.search', { pageSize: '10' }, token);
    expect(mine.filter((t) => t.isCollect).map((t) => t.id)).toEqual([1, 3, 8]);
    const visitor = await world.call('product.search', { pageSize: '10' });
    expect(visitor.some((t) => t.isCollect)).toBe(false);
  });

  // Its speed over such a catalogue is a benchmark's (scripts/bench/scale.ts), not a timed assertion here.
  it('answers filtered searches over 100,000 tours from its index', async () => {
    const big = new TestWorld({ scale: 100_000 });
    const inCity = await big.call('product.search', { cityIds: '3', orderBy: 'adultPrice+DESC', pageSize: '20' });
    expect(inCity.length).toBeGreaterThan(0);
    expect(inCity.every((t) => big.state.tours.find((tour) => tour.id === t.id)?.cityId === 3)).toBe(true);
    expect(await big.call('product.search', { keyword: 'no such tour anywhere' })).toEqual([]);
    const byCategory = await big.call('product.search', { orderBy: 'salesCount+DESC', categoryIds: '2', pageSize: '20' });
    expect(byCategory.every((t) => big.state.tours.find((tour) => tour.id === t.id)?.categoryId === 2)).toBe(true);
  });
});

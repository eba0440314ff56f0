import { describe, expect, it } from 'vitest';
import {
  changeFilter,
  clearFilters,
  countActiveFilters,
  hasPriceAmount,
  nextSort,
  priceAmount,
  readTourListState,
  toSearchPayload,
  writeTourListState,
} from './tour-list-query';

describe('tour list query string', () => {
  it('reads the spec query (keyword, date, cityId, categoryIds) into the search payload', () => {
    const state = readTourListState(new URLSearchParams('keyword=tea&date=2030-05-01&cityId=3&categoryIds=1,2'));
    expect(toSearchPayload(state, 2)).toEqual({
      pageNo: 1,
      pageSize: 10,
      cityIds: [3],
      categoryIds: [1, 2],
      keyword: 'tea',
      date: '2030-05-01',
      startTime: '',
      duration: '',
      priceMin: '',
      priceMax: '',
      languageIds: [],
      currencyId: 2,
      orderBy: undefined,
    });
  });

  it('reads the amount out of what a shopper types as a price: a currency sign, a word or a thousands comma', () => {
    expect(['$50', '50元', '50', '50.5', ' 50 ', '¥1,200', 'US$ 99.50', 'about 30 dollars', '５０元'].map(priceAmount)).toEqual([
      '50',
      '50',
      '50',
      '50.5',
      '50',
      '1200',
      '99.5',
      '30',
      '50',
    ]);
    expect(priceAmount('cheap')).toBe('');
    expect(priceAmount('')).toBe('');
    const state = readTourListState(new URLSearchParams('priceMin=%2450&priceMax=200%E5%85%83'));
    expect(toSearchPayload(state, 1)).toMatchObject({ priceMin: '50', priceMax: '200' });
  });

  it('keeps the amount sent within what the search accepts: at most 999,999,999, to the cent', () => {
    expect(priceAmount('12345678901')).toBe('999999999');
    expect(priceAmount('50.129')).toBe('50.13');
  });

  it('tells text with no amount from blank text, which is simply no filter', () => {
    expect(['', '  ', '$50', 'cheap', '元'].map(hasPriceAmount)).toEqual([true, true, true, false, false]);
  });

  it('sends keyword and date as empty strings when the URL has none', () => {
    const payload = toSearchPayload(readTourListState(new URLSearchParams('')), 1);
    expect(payload.keyword).toBe('');
    expect(payload.date).toBe('');
  });

  it('round-trips every filter, the sort and the page through the URL', () => {
    const state = readTourListState(
      new URLSearchParams(
        'keyword=x&cityId=4,5&startTime=1&duration=2&priceMin=10&priceMax=90&languageIds=7&orderBy=salesCount%2BDESC&page=3',
      ),
    );
    expect(state.sort).toEqual({ field: 'salesCount', direction: 'DESC' });
    expect(state.page).toBe(3);
    expect(readTourListState(writeTourListState(state))).toEqual(state);
    expect(toSearchPayload(state, 1)).toMatchObject({
      pageNo: 3,
      orderBy: 'salesCount+DESC',
      priceMin: '10',
      priceMax: '90',
      languageIds: [7],
    });
  });

  it('ignores malformed ids and unknown sort fields', () => {
    const state = readTourListState(new URLSearchParams('cityId=abc,0,6&orderBy=name%2BASC&page=-2'));
    expect(state.cityIds).toEqual([6]);
    expect(state.sort).toBeNull();
    expect(state.page).toBe(1);
  });

  it('resets to page 1 on any filter change', () => {
    const state = readTourListState(new URLSearchParams('page=4'));
    expect(changeFilter(state, 'categoryIds', [9]).page).toBe(1);
    expect(changeFilter(state, 'sort', nextSort(null, 'adultPrice')).page).toBe(1);
    expect(writeTourListState(changeFilter(state, 'duration', '3')).get('page')).toBeNull();
  });

  it('toggles the direction when the same sort is chosen again', () => {
    const first = nextSort(null, 'adultPrice');
    const second = nextSort(first, 'adultPrice');
    expect(second).toEqual({ field: 'adultPrice', direction: 'DESC' });
    expect(nextSort(second, 'adultPrice')).toEqual({ field: 'adultPrice', direction: 'ASC' });
  });

  it('starts each field as a shopper means it: the cheapest, the newest, the most booked first', () => {
    expect(nextSort(null, 'adultPrice')).toEqual({ field: 'adultPrice', direction: 'ASC' });
    expect(nextSort(null, 'createTime')).toEqual({ field: 'createTime', direction: 'DESC' });
    expect(nextSort({ field: 'adultPrice', direction: 'DESC' }, 'salesCount')).toEqual({ field: 'salesCount', direction: 'DESC' });
  });

  it('counts the active filters without the keyword or the sort, a price range once', () => {
    const read = (query: string) => readTourListState(new URLSearchParams(query));
    expect(countActiveFilters(read('keyword=tea&orderBy=adultPrice+DESC&page=3'))).toBe(0);
    expect(countActiveFilters(read('cityId=1,2&categoryIds=4&priceMin=10&priceMax=90'))).toBe(3);
    expect(countActiveFilters(read('date=2030-05-01&startTime=1&duration=2&languageIds=5&priceMax=9'))).toBe(5);
  });

  it('clears every filter but keeps the keyword and the sort', () => {
    const cleared = clearFilters(readTourListState(new URLSearchParams('keyword=tea&cityId=3&duration=2&orderBy=createTime+ASC&page=4')));
    expect(writeTourListState(cleared).toString()).toBe('keyword=tea&orderBy=createTime%2BASC');
  });
});

import type { CallInput } from '@tours/contract';
import { MAX_INTEGER, PAGE_SIZE, type SortDirection, type SortField, sortFields } from '@tours/contract/constants';

/**
 * The tour list's state lives in the URL (spec §2: keyword, date, cityId, categoryIds; we add the other
 * filters, the sort and the page), so a reload or a shared link shows the same list.
 */
export interface TourListState {
  keyword: string;
  date: string;
  cityIds: number[];
  categoryIds: number[];
  startTime: string;
  duration: string;
  priceMin: string;
  priceMax: string;
  languageIds: number[];
  sort: { field: SortField; direction: SortDirection } | null;
  page: number;
}

export type TourListFilter = Exclude<keyof TourListState, 'page'>;

const ids = (text: string | null): number[] =>
  (text ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

function readSort(text: string | null): TourListState['sort'] {
  const [field, direction] = (text ?? '').split(/[+ ]/);
  const known = sortFields.find((f) => f === field);
  if (!known) return null;
  return { field: known, direction: direction === 'DESC' ? 'DESC' : 'ASC' };
}

export function readTourListState(params: URLSearchParams): TourListState {
  const page = Number(params.get('page'));
  return {
    keyword: params.get('keyword') ?? '',
    date: params.get('date') ?? '',
    cityIds: ids(params.get('cityId')),
    categoryIds: ids(params.get('categoryIds')),
    startTime: params.get('startTime') ?? '',
    duration: params.get('duration') ?? '',
    priceMin: params.get('priceMin') ?? '',
    priceMax: params.get('priceMax') ?? '',
    languageIds: ids(params.get('languageIds')),
    sort: readSort(params.get('orderBy')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const urlKeys: Record<keyof TourListState, string> = {
  keyword: 'keyword',
  date: 'date',
  cityIds: 'cityId',
  categoryIds: 'categoryIds',
  startTime: 'startTime',
  duration: 'duration',
  priceMin: 'priceMin',
  priceMax: 'priceMax',
  languageIds: 'languageIds',
  sort: 'orderBy',
  page: 'page',
};

/** Every query parameter the list reads: a server that draws it keys the page by these alone (server-render/). */
export const TOUR_LIST_QUERY_NAMES: readonly string[] = Object.values(urlKeys);

export function writeTourListState(state: TourListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(urlKeys) as (keyof TourListState)[]) {
    const value = state[key];
    let text = '';
    if (Array.isArray(value)) text = value.join(',');
    else if (key === 'sort') text = state.sort ? `${state.sort.field}+${state.sort.direction}` : '';
    else if (key === 'page') text = state.page > 1 ? String(state.page) : '';
    else text = String(value ?? '');
    if (text !== '') params.set(urlKeys[key], text);
  }
  return params;
}

/** Any filter or sort change starts again at page 1 (spec §4). */
export function changeFilter<K extends TourListFilter>(state: TourListState, key: K, value: TourListState[K]): TourListState {
  return { ...state, [key]: value, page: 1 };
}

/**
 * What a shopper means by choosing a sort: the cheapest tours, the newest, the most booked. Listing the tours nobody
 * booked first, as an ascending "Sales" did, reads as a broken sort.
 */
const FIRST_DIRECTION: Record<SortField, SortDirection> = { adultPrice: 'ASC', createTime: 'DESC', salesCount: 'DESC' };

/** Choosing the same sort again toggles ascending and descending (spec §2); a new field starts as FIRST_DIRECTION says. */
export function nextSort(current: TourListState['sort'], field: SortField): NonNullable<TourListState['sort']> {
  if (current?.field === field) return { field, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
  return { field, direction: FIRST_DIRECTION[field] };
}

/**
 * The amount a person meant in the free-text price filter (spec §5: no validation): "$50", "50元", "¥1,200", " 80 " and
 * full-width "５０" are 50, 50, 1200, 80 and 50; text without a number is no bound at all (`hasPriceAmount` says so
 * beside the field). The amount sent stays within what the search accepts (at most 999,999,999, to the cent), so a
 * shopper never reads "priceMin: must be a number" for typing the currency sign or a long number.
 */
export function priceAmount(text: string): string {
  const plain = text.normalize('NFKC').replace(/(\d),(?=\d{3}\b)/g, '$1');
  const amount = /\d+(?:\.\d+)?/.exec(plain)?.[0];
  if (amount === undefined) return '';
  return String(Math.round(Math.min(Number(amount), MAX_INTEGER) * 100) / 100);
}

/** Whether the filter's text names an amount; blank text is no filter, not a mistake. */
export const hasPriceAmount = (text: string) => text.trim() === '' || priceAmount(text) !== '';

/** The product.search payload; keyword and date go as empty strings when not given (spec §2). */
export function toSearchPayload(state: TourListState, currencyId: number): CallInput<'product.search'> {
  return {
    pageNo: state.page,
    pageSize: PAGE_SIZE,
    cityIds: state.cityIds,
    categoryIds: state.categoryIds,
    keyword: state.keyword,
    date: state.date,
    startTime: state.startTime,
    duration: state.duration,
    priceMin: priceAmount(state.priceMin),
    priceMax: priceAmount(state.priceMax),
    languageIds: state.languageIds,
    currencyId,
    orderBy: state.sort ? `${state.sort.field}+${state.sort.direction}` : undefined,
  };
}

/**
 * How many filters the visitor has set, for the phone's "Filters (n)" button. The keyword is the search
 * itself and the sort only orders the results, so neither counts; a price range counts once.
 */
export function countActiveFilters(state: TourListState): number {
  const set = [
    state.date !== '',
    state.cityIds.length > 0,
    state.categoryIds.length > 0,
    state.startTime !== '',
    state.duration !== '',
    state.priceMin.trim() !== '' || state.priceMax.trim() !== '',
    state.languageIds.length > 0,
  ];
  return set.filter(Boolean).length;
}

/** Every filter cleared; the keyword and the sort stay. */
export function clearFilters(state: TourListState): TourListState {
  return {
    ...state,
    date: '',
    cityIds: [],
    categoryIds: [],
    startTime: '',
    duration: '',
    priceMin: '',
    priceMax: '',
    languageIds: [],
    page: 1,
  };
}

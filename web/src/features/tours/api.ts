import type { CallInput } from '@tours/contract';
import { PAGE_SIZE } from '@tours/contract/constants';
import { callQueryOptions, useCallMutation } from '../../api/query';

/**
 * The tours' calls (spec §2 tour list and detail, §4 booking). The list's filter options are shared calls
 * (api/cities.ts, categories.ts, dictionary.ts, languages.ts); favourites invalidate these answers by call
 * name (api/favourites.ts).
 */

/** The tour list: the payload of the URL's criteria (list/tour-list-query.ts toSearchPayload, kept out of the detail page's chunk). */
export const tourSearchOptions = (criteria: CallInput<'product.search'>) => callQueryOptions('product.search', criteria);

/** One tour, priced in the person's currency. */
export const tourDetailOptions = (id: number, currencyId: number) => callQueryOptions('product.detail', { id, currencyId });

/** A page of a tour's reviews. */
export const tourReviewsOptions = (spuId: number, page: number) =>
  callQueryOptions('member.product.comment.page', { spuId, pageNo: page, pageSize: PAGE_SIZE });

/** The bookable days (and their time slots) of a tour between two dates. */
export const tourAvailabilityOptions = (id: number, range: { startDate: string; endDate: string }) =>
  callQueryOptions('product.appointment', { id, ...range });

/** The price of a chosen date, time and party (trade.order.settlement as a command: CHECK and a time slot ask it). */
export const useQuote = () => useCallMutation('trade.order.settlement');

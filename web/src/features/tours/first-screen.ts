import { DICT_TYPE_DURATION, DICT_TYPE_START_TIME } from '@tours/contract/constants';
import { categoryListOptions } from '../../api/categories';
import { cityListOptions } from '../../api/cities';
import { dictionaryOptions } from '../../api/dictionary';
import { languageListOptions } from '../../api/languages';
import type { FirstScreenQueries } from '../../lib/first-screen';
import { readValues } from '../../lib/use-list-state';
import { tourDetailOptions, tourReviewsOptions, tourSearchOptions } from './api';
import { REVIEW_LIST_DEFAULTS, reviewPageOf } from './detail/review-page';
import { readTourListState, toSearchPayload } from './list/tour-list-query';

/** The tour list: the results of the address's criteria and the option rows of the filters. */
export const tourListFirstScreen: FirstScreenQueries = ({ searchParams, currencyId }) => [
  tourSearchOptions(toSearchPayload(readTourListState(searchParams), currencyId)),
  cityListOptions(),
  categoryListOptions(),
  dictionaryOptions(DICT_TYPE_START_TIME),
  dictionaryOptions(DICT_TYPE_DURATION),
  languageListOptions(),
];

/**
 * A tour and the page of its reviews the address names. Not its availability: the calendar's month is the visitor's
 * (their clock and time zone), so the browser asks it.
 */
export const tourDetailFirstScreen: FirstScreenQueries = ({ params, searchParams, currencyId }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return [];
  return [tourDetailOptions(id, currencyId), tourReviewsOptions(id, reviewPageOf(readValues(searchParams, REVIEW_LIST_DEFAULTS)))];
};

import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { DICT_TYPE_DURATION, DICT_TYPE_START_TIME } from '@tours/contract/constants';
import { useDeferredValue } from 'react';
import { categoryListOptions } from '../../../api/categories';
import { cityListOptions } from '../../../api/cities';
import { dictionaryOptions } from '../../../api/dictionary';
import { languageListOptions } from '../../../api/languages';
import { type QueryFailure, queryFailure } from '../../../components/inline-failure';
import { byLanguage, useLanguage } from '../../../lib/preferences';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A query's answer, drawn in a background render after the update that brings it (as QueryView does): five rows of
 * chips drawn in TanStack's synchronous hand-over were 100 ms tasks at 1x on the tour list.
 */
function useDeferredAnswer<T>(query: UseQueryResult<T, Error>) {
  const data = useDeferredValue(query.data);
  const failure = queryFailure(query, data);
  return { data, isPending: data === undefined && failure === undefined, failure };
}

/** The option rows of the list filters, labelled in the page language. */
export function useFilterOptions() {
  const language = useLanguage();
  const cities = useDeferredAnswer(useQuery(cityListOptions()));
  const categories = useDeferredAnswer(useQuery(categoryListOptions()));
  const startTimes = useDeferredAnswer(useQuery(dictionaryOptions(DICT_TYPE_START_TIME)));
  const durations = useDeferredAnswer(useQuery(dictionaryOptions(DICT_TYPE_DURATION)));
  const languages = useDeferredAnswer(useQuery(languageListOptions()));

  const city: FilterOption[] = (cities.data?.list ?? []).map((c) => ({
    value: String(c.id),
    label: byLanguage(language, c.englishName, c.chineseName),
  }));
  const category: FilterOption[] = (categories.data ?? []).map((c) => ({
    value: String(c.id),
    label: byLanguage(language, c.nameEn, c.name),
  }));
  const dictionary = (entries: { value: string; label: string; remark: string }[] | undefined): FilterOption[] =>
    (entries ?? []).map((e) => ({ value: e.value, label: byLanguage(language, e.remark, e.label) }));
  const guideLanguage: FilterOption[] = (languages.data?.list ?? []).map((l) => ({
    value: String(l.id),
    label: byLanguage(language, l.name, l.chineseName),
  }));

  const options = { city, category, startTime: dictionary(startTimes.data), duration: dictionary(durations.data), language: guideLanguage };
  /** Which rows still wait for their options (they keep their room meanwhile: filter-row.tsx). */
  const pending: Record<keyof typeof options, boolean> = {
    city: cities.isPending,
    category: categories.isPending,
    startTime: startTimes.isPending,
    duration: durations.isPending,
    language: languages.isPending,
  };
  /** Which rows could not load their options (they say so, with Retry, rather than showing All alone). */
  const failures: Record<keyof typeof options, QueryFailure | undefined> = {
    city: cities.failure,
    category: categories.failure,
    startTime: startTimes.failure,
    duration: durations.failure,
    language: languages.failure,
  };
  return { ...options, pending, failures };
}

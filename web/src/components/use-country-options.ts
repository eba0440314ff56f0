import { useQuery } from '@tanstack/react-query';
import { countryListOptions } from '../api/countries';
import { byLanguage, useLanguage } from '../lib/preferences';
import { queryFailure } from './inline-failure';

/** How an option reads: "+44 United Kingdom" (spec §2 region), "United Kingdom (+44)" (merchant form) or the name alone (card address). */
export type CountryOptionLabel = 'phoneCodeFirst' | 'phoneCodeLast' | 'nameOnly';

/**
 * Countries from the `country` call as select options, by id (sent as areaId) or by country code (card address), and
 * the call's failure if it has none to give (the call is silent, spec §8: no toast, so the select says it).
 */
export function useCountryOptions(by: 'id' | 'countryCode', label: CountryOptionLabel) {
  const language = useLanguage();
  const countries = useQuery(countryListOptions());
  const options = (countries.data ?? []).map((country) => {
    const name = byLanguage(language, country.countryNameEn, country.countryNameCn);
    const text =
      label === 'phoneCodeFirst' ? `${country.phoneCode} ${name}` : label === 'phoneCodeLast' ? `${name} (${country.phoneCode})` : name;
    return { value: by === 'id' ? String(country.id) : country.countryCode, label: text };
  });
  return { options, failure: queryFailure(countries) };
}

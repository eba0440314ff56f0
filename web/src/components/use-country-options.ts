import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryListOptions } from '../api/countries';
import { type NamedCountry, orderCountries } from '../lib/country-order';
import { useLanguage } from '../lib/preferences';
import { queryFailure } from './inline-failure';

/** How an option reads: "+44 United Kingdom" (spec §2 region), "United Kingdom (+44)" (merchant form) or the name alone (card address). */
export type CountryOptionLabel = 'phoneCodeFirst' | 'phoneCodeLast' | 'nameOnly';

function optionText(label: CountryOptionLabel, phoneCode: string, name: string): string {
  if (label === 'phoneCodeFirst') return `${phoneCode} ${name}`;
  return label === 'phoneCodeLast' ? `${name} (${phoneCode})` : name;
}

/**
 * Countries from the `country` call as grouped select options, by id (sent as areaId) or by country code (card
 * address): the shop's common countries under one label, then all the others alphabetically, every name in the
 * visitor's language (lib/country-order.ts); and the call's failure if it has none to give (the call is silent,
 * spec §8: no toast, so the select says it).
 */
export function useCountryOptions(by: 'id' | 'countryCode', label: CountryOptionLabel) {
  const language = useLanguage();
  const { t } = useTranslation('common');
  const countries = useQuery(countryListOptions());
  const options = useMemo(() => {
    const toOption = ({ country, name }: NamedCountry) => ({
      value: by === 'id' ? String(country.id) : country.countryCode,
      label: optionText(label, country.phoneCode, name),
    });
    const { common, rest } = orderCountries(countries.data ?? [], language);
    return [
      { group: t('countryGroups.common'), items: common.map(toOption) },
      { group: t('countryGroups.all'), items: rest.map(toOption) },
    ].filter((group) => group.items.length > 0);
  }, [countries.data, language, by, label, t]);
  return { options, failure: queryFailure(countries) };
}

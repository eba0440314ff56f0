import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '../../api/query';
import { byLanguage, useLanguage } from '../../lib/preferences';

/** Countries as select options: by id with "phone code + name" (region), or by country code (card address). */
export function useCountryOptions(by: 'id' | 'countryCode') {
  const language = useLanguage();
  const countries = useQuery(callQueryOptions('country', {}));
  return (countries.data ?? []).map((country) => {
    const name = byLanguage(language, country.countryNameEn, country.countryNameCn);
    return by === 'id' ? { value: String(country.id), label: `${country.phoneCode} ${name}` } : { value: country.countryCode, label: name };
  });
}

import type { Country } from '@tours/contract';
import { countries as countryData } from 'countries-list';
import en from 'i18n-iso-countries/langs/en.json';
import zh from 'i18n-iso-countries/langs/zh.json';

type Names = Record<string, string | string[] | undefined>;

/** A code with several names: the everyday one when it is among them ('China', not "People's Republic of China"). */
const pickName = (names: Names, code: string, everyday?: string) => {
  const name = names[code];
  if (!Array.isArray(name)) return name;
  return name.find((n) => n === everyday) ?? name[0];
};

/**
 * Every country or area from countries-list (phone codes) named by i18n-iso-countries in English and
 * Chinese; a code that package lacks (XK, AC, TA) falls back to countries-list's English name.
 * Ids follow the ISO code order, so the same package versions always give the same ids. The codes are two
 * capital letters, so code-unit order is that order, without localeCompare's cost at every start.
 */
export function buildCountries(): Country[] {
  const enNames: Names = en.countries;
  const zhNames: Names = zh.countries;
  return Object.entries(countryData)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([code, data], index) => {
      const english = pickName(enNames, code, data.name) ?? data.name;
      return {
        id: index + 1,
        phoneCode: `+${data.phone[0] ?? ''}`,
        countryNameEn: english,
        countryNameCn: pickName(zhNames, code) ?? data.native ?? english,
        countryCode: code,
      };
    });
}

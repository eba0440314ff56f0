import type { Country } from '@tours/contract';
import { byLanguage, type Language, languageTag } from './preferences';

/**
 * The countries every picker lists first, in this order: the shop's own markets. It speaks English and Chinese, so the
 * places whose people read those (China, Hong Kong, Macao, Taiwan; the United States, the United Kingdom, Australia,
 * Canada, Singapore), and Japan, whose yen the shop sells in and whose cities are among its destinations. Every
 * currency the shop sells in but the euro (US dollar, yuan, pound, yen, Hong Kong and Australian dollar) is one of theirs.
 */
export const COMMON_COUNTRY_CODES: readonly string[] = ['CN', 'HK', 'MO', 'TW', 'US', 'GB', 'AU', 'CA', 'SG', 'JP'];

const HAN = /\p{Script=Han}/u;

/** A Chinese name has Han characters and an English one has none; an empty name is in no language. */
const isWrittenIn = (language: Language, name: string) => name.trim() !== '' && HAN.test(name) === (language === 'zh');

/** The standard (CLDR) name of a region code, or undefined for a code Intl does not know or cannot read. */
function standardName(names: Intl.DisplayNames, code: string): string | undefined {
  try {
    return names.of(code);
  } catch {
    return undefined;
  }
}

export interface NamedCountry {
  country: Country;
  /** The country's name in the visitor's language. */
  name: string;
}

/**
 * The backend's name in the visitor's language, which is the shop's own choice of words; where that name is missing
 * or not in the language (a list may carry an English name in its Chinese field, e.g. for Ascension Island), the
 * standard name of the country code from the browser's Intl data, and only failing that the name the backend has.
 */
function nameIn(language: Language, country: Country, standardNames: Intl.DisplayNames): string {
  const own = byLanguage(language, country.countryNameEn, country.countryNameCn);
  if (isWrittenIn(language, own)) return own;
  return standardName(standardNames, country.countryCode) ?? (own || byLanguage(language, country.countryNameCn, country.countryNameEn));
}

export interface OrderedCountries {
  /** The countries of COMMON_COUNTRY_CODES that the list has, in that order. */
  common: NamedCountry[];
  /** Every other country, in the alphabetical order of the visitor's language (pinyin in Chinese). */
  rest: NamedCountry[];
}

/** A country list as a picker shows it: named in the visitor's language, the common ones first, then the rest sorted. */
export function orderCountries(countries: readonly Country[], language: Language): OrderedCountries {
  // In Chinese, Intl's names are in simplified script and its collation is by pinyin.
  const locale = languageTag(language);
  const standardNames = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(locale);
  const named = countries.map((country) => ({ country, name: nameIn(language, country, standardNames) }));
  const rank = ({ country }: NamedCountry) => COMMON_COUNTRY_CODES.indexOf(country.countryCode);
  return {
    common: named.filter((entry) => rank(entry) >= 0).sort((a, b) => rank(a) - rank(b)),
    rest: named.filter((entry) => rank(entry) < 0).sort((a, b) => collator.compare(a.name, b.name)),
  };
}

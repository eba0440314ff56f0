import type { Country } from '@tours/contract';
import { describe, expect, it } from 'vitest';
import { COMMON_COUNTRY_CODES, orderCountries } from './country-order';

type Row = [code: string, phone: string, english: string, chinese: string];

/**
 * A list as the `country` call gives it: in ISO-code order with the seeded names, where Ascension Island's Chinese
 * field carries its English name, and Taiwan's Chinese name is the backend's own wording.
 */
const ROWS: Row[] = [
  ['AC', '+247', 'Ascension Island', 'Ascension Island'],
  ['AD', '+376', 'Andorra', '安道尔'],
  ['AE', '+971', 'United Arab Emirates', '阿联酋'],
  ['AF', '+93', 'Afghanistan', '阿富汗'],
  ['AL', '+355', 'Albania', '阿尔巴尼亚'],
  ['AU', '+61', 'Australia', '澳大利亚'],
  ['AX', '+358', 'Åland Islands', '奥兰'],
  ['CA', '+1', 'Canada', '加拿大'],
  ['CN', '+86', 'China', '中国'],
  ['DE', '+49', 'Germany', '德国'],
  ['GB', '+44', 'United Kingdom', '英国'],
  ['HK', '+852', 'Hong Kong', '香港'],
  ['JP', '+81', 'Japan', '日本'],
  ['MO', '+853', 'Macao', '澳门'],
  ['SG', '+65', 'Singapore', '新加坡'],
  ['TW', '+886', 'Taiwan', '中国台湾省'],
  ['US', '+1', 'United States', '美国'],
  ['ZW', '+263', 'Zimbabwe', '津巴布韦'],
];
const countries: Country[] = ROWS.map(([countryCode, phoneCode, countryNameEn, countryNameCn], index) => ({
  id: index + 1,
  phoneCode,
  countryNameEn,
  countryNameCn,
  countryCode,
}));

const names = (entries: { name: string }[]) => entries.map((entry) => entry.name);

describe('orderCountries', () => {
  it('lists the common countries first, in their order, then the rest alphabetically in English', () => {
    const { common, rest } = orderCountries(countries, 'en');
    expect(common.map((entry) => entry.country.countryCode)).toEqual(COMMON_COUNTRY_CODES);
    expect(names(rest)).toEqual([
      'Afghanistan',
      'Åland Islands',
      'Albania',
      'Andorra',
      'Ascension Island',
      'Germany',
      'United Arab Emirates',
      'Zimbabwe',
    ]);
  });

  it('names every country in Chinese and sorts the rest by pinyin', () => {
    const { common, rest } = orderCountries(countries, 'zh');
    expect(names(common)).toEqual(['中国', '香港', '澳门', '中国台湾省', '美国', '英国', '澳大利亚', '加拿大', '新加坡', '日本']);
    expect(names(rest)).toEqual(['阿尔巴尼亚', '阿富汗', '阿联酋', '阿森松岛', '安道尔', '奥兰', '德国', '津巴布韦']);
    for (const name of names([...common, ...rest])) expect(name).toMatch(/\p{Script=Han}/u);
  });

  it('keeps each entry’s country, so the ids and codes sent to the API are the backend’s', () => {
    const { common, rest } = orderCountries(countries, 'zh');
    const byId = (a: Country, b: Country) => a.id - b.id;
    expect([...common, ...rest].map((entry) => entry.country).sort(byId)).toEqual(countries);
  });

  it('names a country from its code where the backend’s name is missing, and keeps the backend’s name for a code Intl cannot read', () => {
    const odd: Country[] = [
      { id: 1, phoneCode: '+290', countryNameEn: '', countryNameCn: '', countryCode: 'TA' },
      { id: 2, phoneCode: '+0', countryNameEn: 'Nowhere', countryNameCn: 'Nowhere', countryCode: 'not a code' },
      { id: 3, phoneCode: '+0', countryNameEn: '', countryNameCn: '无名地', countryCode: '' },
    ];
    expect(names(orderCountries(odd, 'en').rest)).toEqual(['Nowhere', 'Tristan da Cunha', '无名地']);
    // Chinese collation puts Han names before Latin ones.
    expect(names(orderCountries(odd, 'zh').rest)).toEqual(['特里斯坦-达库尼亚群岛', '无名地', 'Nowhere']);
  });
});

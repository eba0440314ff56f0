import { CART_DURATION_OPTIONS, type Category, type DictEntry } from '@tours/contract';
import { cityPictureUrl } from '../domain/picture-urls.js';
import type { CityRow, CurrencyRow, LanguageRow } from '../domain/state.js';

type CitySeed = [english: string, chinese: string, lng: number, lat: number, recommended: boolean];

/** Real cities with both names and their centre, for meeting points near them. */
const CITY_SEEDS: CitySeed[] = [
  ['Beijing', '北京', 116.397, 39.909, true],
  ['Shanghai', '上海', 121.473, 31.23, true],
  ["Xi'an", '西安', 108.94, 34.341, true],
  ['Chengdu', '成都', 104.066, 30.572, true],
  ['Guilin', '桂林', 110.29, 25.274, false],
  ['Hangzhou', '杭州', 120.155, 30.274, true],
  ['Hong Kong', '香港', 114.169, 22.319, true],
  ['Tokyo', '东京', 139.692, 35.69, true],
  ['Kyoto', '京都', 135.768, 35.011, false],
  ['Paris', '巴黎', 2.352, 48.857, true],
  ['London', '伦敦', -0.128, 51.507, false],
  ['New York', '纽约', -74.006, 40.713, false],
];

export const buildCities = (): CityRow[] =>
  CITY_SEEDS.map(([englishName, chineseName, lng, lat, isRecommend], i) => ({
    id: i + 1,
    englishName,
    chineseName,
    picUrl: cityPictureUrl(englishName),
    isRecommend,
    lng,
    lat,
  }));

const CATEGORY_SEEDS: [nameEn: string, name: string][] = [
  ['City Walks', '城市漫步'],
  ['Food & Drink', '美食美酒'],
  ['History & Culture', '历史文化'],
  ['Nature & Hiking', '自然徒步'],
  ['Day Trips', '一日游'],
  ['Night Tours', '夜游'],
  ['Museums & Art', '博物馆与艺术'],
  ['Photography', '摄影之旅'],
  ['Family Friendly', '亲子游'],
  ['Cruises & Boats', '游船'],
];

export const buildCategories = (): Category[] =>
  CATEGORY_SEEDS.map(([nameEn, name], i) => ({ id: i + 1, name, nameEn, picUrl: `/media/categories/${i + 1}.svg` }));

/** English and Chinese are the interface languages (isSetting); the rest are guide languages only. */
export const buildLanguages = (): LanguageRow[] =>
  (
    [
      ['English', '英语', 'en', true],
      ['Chinese', '中文', 'zh', true],
      ['Japanese', '日语', 'ja', false],
      ['French', '法语', 'fr', false],
      ['Spanish', '西班牙语', 'es', false],
      ['German', '德语', 'de', false],
      ['Korean', '韩语', 'ko', false],
      ['Italian', '意大利语', 'it', false],
    ] as const
  ).map(([name, chineseName, code, isSetting], i) => ({ id: i + 1, name, chineseName, code, isSetting }));

/** CNY is the one the wallet refuses (WALLET_UNSUPPORTED_CURRENCIES, by name). Rates are per US dollar. */
export const buildCurrencies = (): CurrencyRow[] =>
  (
    [
      ['USD', '$', 1, 2],
      ['CNY', '¥', 7.2, 2],
      ['EUR', '€', 0.92, 2],
      ['GBP', '£', 0.79, 2],
      ['JPY', 'JP¥', 150, 0],
      ['HKD', 'HK$', 7.8, 2],
      ['AUD', 'A$', 1.52, 2],
    ] as const
  ).map(([code, moneyIcon, rate, decimals], i) => ({ id: i + 1, moneyName: code, moneyIcon, code, rate, decimals }));

const DURATION_LABELS: Record<(typeof CART_DURATION_OPTIONS)[number], string> = {
  '1-2h': '1-2小时',
  '2-4h': '2-4小时',
  '4-8h': '4-8小时',
  '8-12h': '8-12小时',
  '1 day': '1天',
  '1-2 days': '1-2天',
};

/** value is what the list filter sends back; label Chinese, remark English (spec §3). */
export const buildDictionary = (): { duration: DictEntry[]; startTime: DictEntry[] } => ({
  duration: CART_DURATION_OPTIONS.map((value) => ({ value, label: DURATION_LABELS[value], remark: value })),
  startTime: [
    { value: 'morning', label: '上午', remark: 'Morning' },
    { value: 'afternoon', label: '下午', remark: 'Afternoon' },
    { value: 'evening', label: '晚上', remark: 'Evening' },
  ],
});

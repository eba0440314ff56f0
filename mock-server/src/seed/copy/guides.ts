import type { CityPlaces } from '../../domain/city-places.js';
import type { Rng } from '../rng.js';
import type { CopyLanguage } from './types.js';

/** How a review names the guide: a first name for a person, the role for an agency's guides. */
export interface GuideVoice {
  lang: CopyLanguage;
  en: string;
  zh: string;
}

const ZH_SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '胡', '林', '郭'];
const ZH_GIVEN = ['晓明', '丽华', '建国', '思远', '雨桐', '子涵', '海燕', '志强', '婷婷', '浩然', '静怡', '伟', '芳', '磊', '欣然', '一鸣'];
const ZH_AGENCIES = [
  '老城漫游旅行社',
  '胡同时光旅行社',
  '山水行旅行社',
  '慢城旅行工作室',
  '食遇旅行社',
  '拾光国际旅行社',
  '半日闲旅行工作室',
  '行知旅行社',
];
const EN_AGENCIES = [
  'Old Gate Walks',
  'Lantern Lane Tours',
  'Hidden Corners Travel',
  'Slow City Tours',
  'Riverside Guides',
  'Local Table Food Tours',
  'Compass Rose Travel',
  'Morning Market Tours',
  'Blue Door Journeys',
  'Wayfarer Walks',
];

export interface GuideCopy {
  name: string;
  about: string;
  voice: GuideVoice;
}

interface GuideInput {
  rng: Rng;
  lang: CopyLanguage;
  person: boolean;
  /** An English person's first and last name (faker's, so the seed's names stay as varied as before). */
  englishName: readonly [first: string, last: string];
  city: { englishName: string; chineseName: string };
  places: CityPlaces;
  since: number;
  index: number;
}

/** A merchant's name and About Me in its own language, mentioning its city's real places. */
export function guideCopy(input: GuideInput): GuideCopy {
  const { rng, lang, person, city, places, since, index } = input;
  const [a, b] = [places.stops[index % places.stops.length], places.stops[(index + 2) % places.stops.length]];
  const dish = places.dishes[index % places.dishes.length];
  if (lang === 'zh') {
    const surname = rng.pick(ZH_SURNAMES);
    const name = person ? `${surname}${rng.pick(ZH_GIVEN)}` : (ZH_AGENCIES[index % ZH_AGENCIES.length] ?? '老城漫游旅行社');
    const about = person
      ? `<p>大家好，我是${name}，土生土长的${city.chineseName}人，${since}年起做持证导游。</p><p>我最喜欢清晨的${a?.[1] ?? ''}，也常带客人去${b?.[1] ?? ''}附近的小馆子吃${dish?.[1] ?? ''}。我的团人数少、节奏慢，欢迎提前发消息告诉我你的兴趣。</p>`
      : `<p>${name}成立于${since}年，是一支扎根${city.chineseName}的持证导游团队。</p><p>我们的路线从${a?.[1] ?? ''}到${b?.[1] ?? ''}，都由导游亲自踩点设计。我们坚持小团出行，消息通常在几小时内回复。</p>`;
    return { name, about, voice: { lang, en: person ? `our guide ${name}` : 'our guide', zh: person ? `${surname}导` : '导游' } };
  }
  const [first, last] = input.englishName;
  const name = person ? `${first} ${last}` : (EN_AGENCIES[index % EN_AGENCIES.length] ?? 'Old Gate Walks');
  const about = person
    ? `<p>Hi, I’m ${first}. I have lived in ${city.englishName} for most of my life and have been a licensed guide since ${since}.</p><p>My favourite hour is early morning at ${a?.[0] ?? 'the old town'}, and my favourite lunch is ${dish?.[0] ?? 'whatever the market has'} near ${b?.[0] ?? 'the river'}. I keep my groups small and the pace easy; message me before you book and tell me what you love.</p>`
    : `<p>${name} is a small team of licensed guides based in ${city.englishName}, showing travellers around since ${since}.</p><p>Every route, from ${a?.[0] ?? 'the old town'} to ${b?.[0] ?? 'the river'}, was walked and tested by the guides who lead it. We keep groups small and answer messages within a few hours.</p>`;
  return { name, about, voice: { lang, en: person ? first : 'our guide', zh: person ? `导游${first}` : '导游' } };
}

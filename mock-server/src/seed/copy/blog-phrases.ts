import type { CityPlaces } from '../../domain/city-places.js';
import type { Rng } from '../rng.js';
import type { CopyLanguage } from './types.js';

export const BLOG_TAGS: Record<CopyLanguage, readonly string[]> = {
  en: ['Food', 'History', 'Hidden gems', 'Family', 'Budget', 'Photography', 'Nightlife', 'Nature'],
  zh: ['美食', '文化', '小众景点', '亲子', '省钱攻略', '摄影', '夜生活', '自然'],
};

export interface BlogCopy {
  title: string;
  introduction: string;
  /** Sections with h3 headings and a tips list; the blog adds its own picture. */
  content: string;
}

interface BlogInput {
  rng: Rng;
  lang: CopyLanguage;
  city: { englishName: string; chineseName: string };
  places: CityPlaces;
  index: number;
}

/** A blog post about one city, in English or Chinese, naming the city's real places and dishes. */
export function blogCopy({ rng, lang, city, places, index }: BlogInput): BlogCopy {
  const k = lang === 'zh' ? 1 : 0;
  const at = <T>(list: readonly T[], n: number) => list[(index + n) % list.length];
  const [s1 = '', s2 = '', s3 = '', s4 = ''] = [0, 1, 2, 3].map((n) => at(places.stops, n)?.[k] ?? '');
  const [d1 = '', d2 = ''] = [0, 1].map((n) => at(places.dishes, n)?.[k] ?? '');
  const market = places.market[k];
  const museum = places.museum[k];
  const trip = at(places.excursions, 0)?.[k] ?? '';
  if (lang === 'zh') {
    const name = city.chineseName;
    const title = rng.pick([`${name}48小时`, `本地人的${name}指南`, `在${name}吃什么`, `${name}的小众角落`, `下雨天的${name}去哪儿`]);
    return {
      title,
      introduction: `从${s1}到${market}，导游分享${name}值得慢慢走的路线、必吃的${d1}，以及避开人群的小技巧。`,
      content: [
        `<h3>清晨：${s1}</h3><p>趁游客还没到，先去${s1}。早上的光线柔和，本地人在这里散步、打太极。之后步行去${s2}，沿途的早点摊就能吃到地道的${d1}。</p>`,
        `<h3>中午：${market}</h3><p>午饭去${market}，一家一家慢慢尝。别错过${d2}，排队最长的那家通常最好吃。吃完可以去${museum}躲避午后的炎热。</p>`,
        `<h3>傍晚：${s3}与${s4}</h3><p>傍晚的${s3}最美，之后沿着小街走到${s4}。如果多待一天，推荐去${trip}，最好报一个含接送的一日游。</p>`,
        `<h3>实用小贴士</h3><ul><li>地铁和公交都可以用手机支付。</li><li>热门景点提前一天在网上预约。</li><li>随身带一个充电宝和一件薄外套。</li></ul>`,
      ].join(''),
    };
  }
  const name = city.englishName;
  const title = rng.pick([
    `48 hours in ${name}`,
    `A local’s guide to ${name}`,
    `Eating your way through ${name}`,
    `Hidden corners of ${name}`,
    `Rainy day ideas for ${name}`,
  ]);
  return {
    title,
    introduction: `Our guides share their favourite route through ${name}, from ${s1} to ${market}, where to eat ${d1}, and how to dodge the crowds.`,
    content: [
      `<h3>Morning: ${s1}</h3><p>Get to ${s1} before the tour groups do. The light is soft, and locals are out walking and doing tai chi. Then walk on to ${s2}; the breakfast stalls on the way sell the best ${d1} in the neighbourhood.</p>`,
      `<h3>Lunch: ${market}</h3><p>Graze your way through ${market} rather than sitting down to one big meal. Do not miss ${d2}, and when in doubt, join the longest queue. Afterwards, ${museum} is a cool escape from the afternoon heat.</p>`,
      `<h3>Evening: ${s3} and ${s4}</h3><p>${s3.charAt(0).toUpperCase()}${s3.slice(1)} is at its best in the early evening; from there, wander the side streets to ${s4}. With an extra day, go out to ${trip}: a day trip with hotel pick-up saves you a lot of time.</p>`,
      '<h3>Practical tips</h3><ul><li>Buy a transport card or pay by phone on the metro and buses.</li><li>Book the popular sights online a day ahead.</li><li>Carry a power bank and a light jacket.</li></ul>',
    ].join(''),
  };
}

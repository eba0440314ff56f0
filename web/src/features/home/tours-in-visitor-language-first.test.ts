import { describe, expect, it } from 'vitest';
import { toursInVisitorLanguageFirst } from './tours-in-visitor-language-first';

const ranked = [
  { id: 1, name: '成都老字号美食游' },
  { id: 2, name: 'Hangzhou Snack Trail' },
  { id: 3, name: '伦敦风光游船之旅' },
  { id: 4, name: "Xi'an Gallery Hopping Tour" },
  { id: 5, name: 'Paris Family Treasure Hunt' },
];

describe('toursInVisitorLanguageFirst', () => {
  it('puts the tours named in English first for an English visitor, each group in the order the backend ranked it', () => {
    expect(toursInVisitorLanguageFirst(ranked, 'en').map((tour) => tour.id)).toEqual([2, 4, 5, 1, 3]);
  });

  it('puts the tours named in Chinese first for a Chinese visitor', () => {
    expect(toursInVisitorLanguageFirst(ranked, 'zh').map((tour) => tour.id)).toEqual([1, 3, 2, 4, 5]);
  });

  it('reads a name with any Han character as Chinese, whatever Latin letters or digits it also has', () => {
    const tours = [{ name: 'Shanghai 3D Light Show' }, { name: '上海 3D 灯光秀' }];
    expect(toursInVisitorLanguageFirst(tours, 'zh').map((tour) => tour.name)).toEqual(['上海 3D 灯光秀', 'Shanghai 3D Light Show']);
  });

  it('leaves the list it was given as it was', () => {
    const before = ranked.map((tour) => tour.id);
    toursInVisitorLanguageFirst(ranked, 'zh');
    expect(ranked.map((tour) => tour.id)).toEqual(before);
  });
});

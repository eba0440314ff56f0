import { act, screen, within } from '@testing-library/react';
import { STORAGE_LANGUAGE } from '@tours/contract/constants';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '../../lib/i18n';
import { mockApi } from '../../test/fetch-mock';
import { productCard } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { RecommendedTours } from './recommended-tours';

/** A first page of popular tours as a backend ranks it: each tour in the language its guide wrote it. */
const NAMES = [
  '成都老字号美食游',
  'Hangzhou Snack Trail',
  'Guilin Night Lights Tour',
  '伦敦风光游船之旅',
  'Hangzhou River Cruise',
  "Xi'an Gallery Hopping Tour",
  "Xi'an Two-Day Trek",
  '伦敦亲子探索之旅',
  'Paris Family Treasure Hunt',
  'Guilin Photo Walk',
];
const popularPage = NAMES.map((name, index) => productCard({ id: index + 1, name }));

const shownNames = () =>
  within(screen.getByRole('region', { name: /Popular|热门线路/ }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

beforeAll(() => loadLanguage('zh'));
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('RecommendedTours', () => {
  it('shows an English visitor the tours named in English first, then the rest, eight in all', async () => {
    const api = mockApi({ '/product/search': popularPage });
    renderWithProviders(<RecommendedTours kind="hot" />);
    await screen.findAllByRole('article');
    expect(shownNames()).toEqual([
      'Hangzhou Snack Trail',
      'Guilin Night Lights Tour',
      'Hangzhou River Cruise',
      "Xi'an Gallery Hopping Tour",
      "Xi'an Two-Day Trek",
      'Paris Family Treasure Hunt',
      'Guilin Photo Walk',
      '成都老字号美食游',
    ]);
    expect(api.bodiesOf('/product/search')[0]?.get('recommendHot')).toBe('true');
  });

  it('shows a Chinese visitor the tours named in Chinese first, each group in the order the backend ranked it', async () => {
    window.localStorage.setItem(STORAGE_LANGUAGE, 'zh');
    mockApi({ '/product/search': popularPage });
    renderWithProviders(<RecommendedTours kind="hot" />);
    await act(() => i18n.changeLanguage('zh'));
    await screen.findAllByRole('article');
    expect(shownNames()).toEqual([
      '成都老字号美食游',
      '伦敦风光游船之旅',
      '伦敦亲子探索之旅',
      'Hangzhou Snack Trail',
      'Guilin Night Lights Tour',
      'Hangzhou River Cruise',
      "Xi'an Gallery Hopping Tour",
      "Xi'an Two-Day Trek",
    ]);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '../../lib/i18n';
import { setLanguage } from '../../lib/preferences';
import { Fault, mockApi } from '../../test/fetch-mock';
import { productCard } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { RecommendedTours } from './recommended-tours';

/** A backend's first page of popular tours for each reader: the tours written in the reader's language, in its ranking. */
const ENGLISH_NAMES = [
  'Hangzhou Snack Trail',
  'Guilin Night Lights Tour',
  'Hangzhou River Cruise',
  "Xi'an Gallery Hopping Tour",
  "Xi'an Two-Day Trek",
  'Paris Family Treasure Hunt',
  'Guilin Photo Walk',
  'New York Day Trip to the Countryside',
  'Kyoto Museum Highlights Tour',
  'Chengdu After-Dark Stories Walk',
];
const CHINESE_NAMES = ['成都老字号美食游', '伦敦风光游船之旅', '伦敦亲子探索之旅', '东京历史文化之旅'];
const pageOf = (names: readonly string[], firstId: number) => names.map((name, index) => productCard({ id: firstId + index, name }));

/** Answers product.search as the backend does: the page for the language the request's Accept-Language names. */
const popularFor = () =>
  new Fault(async (init) => {
    const chinese = new Headers(init?.headers).get('Accept-Language')?.startsWith('zh') === true;
    const data = chinese ? pageOf(CHINESE_NAMES, 100) : pageOf(ENGLISH_NAMES, 1);
    return new Response(JSON.stringify({ code: 200, data }), { headers: { 'Content-Type': 'application/json' } });
  });

const shownNames = () =>
  within(screen.getByRole('region', { name: /Popular|热门线路/ }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

beforeAll(() => loadLanguage('zh'));
afterEach(async () => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('RecommendedTours', () => {
  it('shows the tours the backend recommends to an English reader, in its order, eight in all', async () => {
    const api = mockApi({ '/product/search': popularFor });
    renderWithProviders(<RecommendedTours kind="hot" />);
    await screen.findAllByRole('article');
    expect(shownNames()).toEqual(ENGLISH_NAMES.slice(0, 8));
    expect(api.bodiesOf('/product/search')[0]?.get('recommendHot')).toBe('true');
  });

  it('asks the rows again in Chinese when the visitor switches language, and shows the Chinese answer', async () => {
    const api = mockApi({ '/product/search': popularFor });
    renderWithProviders(<RecommendedTours kind="hot" />);
    await screen.findAllByRole('article');
    await act(async () => {
      setLanguage('zh');
      await i18n.changeLanguage('zh');
    });
    await waitFor(() => expect(shownNames()).toEqual(CHINESE_NAMES));
    expect(api.bodiesOf('/product/search')).toHaveLength(2);
  });

  it('says so when the backend recommends no tour, under the heading and its link', async () => {
    mockApi({ '/product/search': [] });
    renderWithProviders(<RecommendedTours kind="new" />);
    const section = screen.getByRole('region', { name: 'New Routes' });
    expect(await within(section).findByText('No tours to show here right now.')).toBeInTheDocument();
    expect(within(section).queryAllByRole('article')).toEqual([]);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_LANGUAGE } from '@tours/contract/constants';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '../../lib/i18n';
import { envelopeError, mockApi } from '../../test/fetch-mock';
import { productCard } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { TourListPage } from './tour-list-page';

beforeAll(() => loadLanguage('zh'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const NUMBER_OR_EMPTY = /^(\d{1,9}(\.\d{1,6})?)?$/;

/** The search as the server answers it: a price bound that is not a number is refused with the field's name. */
function openTourList(route = '/productList') {
  const api = mockApi({
    '/city/list': { list: [] },
    '/category/list': [],
    '/dict-data/list': [],
    '/language/check': { list: [] },
    '/product/search': (body: URLSearchParams) =>
      [body.get('priceMin'), body.get('priceMax')].every((bound) => NUMBER_OR_EMPTY.test(bound ?? ''))
        ? [productCard()]
        : envelopeError(400, `priceMin: must be a number`),
  });
  const view = renderWithProviders(<TourListPage />, { route, path: '/productList' });
  return { api, user: userEvent.setup(), ...view };
}

const lastSearch = (api: ReturnType<typeof mockApi>) => api.bodiesOf('/product/search').at(-1);
const priceRow = () => screen.getByRole('group', { name: 'Price' });

describe('the tour list’s price filter', () => {
  it.each([
    ['$50', '50'],
    ['50元', '50'],
    ['50', '50'],
    ['50.5', '50.5'],
    [' 50 ', '50'],
  ])('takes "%s" typed as the minimum and searches from %s, keeping the list', async (typed, sent) => {
    const { api, user, router } = openTourList();
    await screen.findByRole('article', { name: 'Tea plantation walk' });
    await user.type(within(priceRow()).getByRole('textbox', { name: 'Minimum price' }), `${typed}{Enter}`);
    await waitFor(() => expect(lastSearch(api)?.get('priceMin')).toBe(sent));
    expect(new URLSearchParams(router.state.location.search).get('priceMin')).toBe(typed);
    expect(await screen.findByRole('article', { name: 'Tea plantation walk' })).toBeInTheDocument();
    expect(screen.queryByText(/must be a number/)).not.toBeInTheDocument();
    expect(screen.queryByText(/not an amount/)).not.toBeInTheDocument();
  });

  it('takes "50元" as the maximum from the Apply button', async () => {
    const { api, user } = openTourList();
    await user.type(within(priceRow()).getByRole('textbox', { name: 'Maximum price' }), '50元');
    await user.click(within(priceRow()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastSearch(api)?.get('priceMax')).toBe('50'));
  });

  it('says text with no amount in it is not used, and still shows the list, after a reload too', async () => {
    const { api, user, unmount } = openTourList();
    const minimum = within(priceRow()).getByRole('textbox', { name: 'Minimum price' });
    await user.type(minimum, 'cheap{Enter}');
    const note = await screen.findByText('“cheap” is not an amount, so no minimum price is used.');
    expect(minimum).toHaveAccessibleDescription(note.textContent ?? '');
    expect(lastSearch(api)?.get('priceMin')).toBe('');
    expect(await screen.findByRole('article', { name: 'Tea plantation walk' })).toBeInTheDocument();
    unmount();

    openTourList('/productList?priceMin=cheap');
    expect(await screen.findByRole('article', { name: 'Tea plantation walk' })).toBeInTheDocument();
    expect(screen.getByText('“cheap” is not an amount, so no minimum price is used.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('the tour list refused by the server for a price bound', () => {
  /** A backend stricter than the shop: it refuses the bound the shop sends, in the visitor's language. */
  function openRefusedList(refusal: string) {
    mockApi({
      '/city/list': { list: [] },
      '/category/list': [],
      '/dict-data/list': [],
      '/language/check': { list: [] },
      '/product/search': envelopeError(400, refusal),
    });
    renderWithProviders(<TourListPage />, { route: '/productList?priceMin=50', path: '/productList' });
  }

  it('names the field by its label in English, never "priceMin:"', async () => {
    openRefusedList('priceMin: must be a number');
    expect(await screen.findByText('Minimum price must be a number, such as 50.')).toBeInTheDocument();
    expect(screen.queryByText(/priceMin/)).not.toBeInTheDocument();
  });

  it('names it by its Chinese label in Chinese', async () => {
    window.localStorage.setItem(STORAGE_LANGUAGE, 'zh');
    openRefusedList('priceMin: 必须是数字');
    await act(() => i18n.changeLanguage('zh'));
    expect(await screen.findByText('最低价格必须是数字，例如 50。')).toBeInTheDocument();
    expect(screen.queryByText(/priceMin/)).not.toBeInTheDocument();
  });
});

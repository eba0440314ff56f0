import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeError, heldAnswer, mockApi, noAnswer } from '../../test/fetch-mock';
import { productCard } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { TourListPage } from './tour-list-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dictionaries = {
  '/city/list': { list: [{ id: 3, englishName: 'Hangzhou', chineseName: '杭州' }] },
  '/category/list': [
    { id: 1, name: '文化', nameEn: 'Culture', picUrl: '' },
    { id: 2, name: '美食', nameEn: 'Food', picUrl: '' },
  ],
  '/dict-data/list': (body: URLSearchParams) =>
    body.get('dictType') === 'mall_duration_selection'
      ? [{ value: '2', label: '2-4小时', remark: '2-4 hours' }]
      : [{ value: '1', label: '上午', remark: 'Morning' }],
  '/language/check': { list: [{ id: 5, name: 'English', chineseName: '英语' }] },
};

/** A stylesheet's source (Vitest runs without CSS, so an import would give no text). */
const source = (path: string) => readFileSync(join(import.meta.dirname, path), 'utf8');

describe('TourListPage', () => {
  it('dims the old results and says it is updating while a new sort loads, then shows the new order', async () => {
    const user = userEvent.setup();
    const sorted = heldAnswer();
    const tours = [productCard({ id: 1, name: 'Tea plantation walk' }), productCard({ id: 2, name: 'Night market' })];
    mockApi({ ...dictionaries, '/product/search': (body: URLSearchParams) => (body.get('orderBy') ? sorted.fault : tours) });
    renderWithProviders(<TourListPage />, { route: '/productList', path: '/productList' });
    await screen.findByRole('article', { name: 'Tea plantation walk' });
    expect(screen.queryByText('Updating the results…')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sales' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Updating the results…');
    const results = screen.getByRole('region', { name: 'Tour results' });
    expect(results).toHaveAttribute('aria-busy', 'true');
    expect(results).toHaveStyle({ opacity: '0.5' });

    sorted.release([...tours].reverse());
    await waitFor(() =>
      expect(
        within(results)
          .getAllByRole('article')
          .map((card) => card.getAttribute('aria-label')),
      ).toEqual(['Night market', 'Tea plantation walk']),
    );
    expect(screen.queryByText('Updating the results…')).toBeNull();
    expect(results).toHaveStyle({ opacity: '1' });
  });

  it('draws both layouts and lets the stylesheet pick one at the sm breakpoint, without asking the window', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia');
    mockApi({ ...dictionaries, '/product/search': [productCard()] });
    renderWithProviders(<TourListPage />, { route: '/productList?cityId=3', path: '/productList' });

    // jsdom applies no media query, so both are in its tree; in a browser Mantine's classes set display: none.
    expect(screen.getByRole('region', { name: 'Filters' }).closest('.mantine-visible-from-sm')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Filters (1)' }).closest('.mantine-hidden-from-sm')).not.toBeNull();
    expect(await screen.findByRole('article', { name: 'Tea plantation walk' })).toHaveAttribute('data-layout', 'responsive');
    expect(matchMedia.mock.calls.map(([query]) => query).filter((query) => query.includes('width'))).toEqual([]);

    // The cards and their placeholder switch where Mantine shows the inline filters (its stylesheet for the theme).
    const mantineClasses = document.querySelector('style[data-mantine-styles="classes"]')?.textContent ?? '';
    const fromSm = /(@media \([^)]+\)) \{\.mantine-hidden-from-sm /.exec(mantineClasses)?.[1];
    expect(fromSm).toBe('@media (min-width: 48em)');
    expect(source('../../components/tour-card.module.css')).toContain(`${fromSm} {`);
    expect(source('./list/tour-results-placeholder.module.css')).toContain(`${fromSm} {`);
  });

  it("fetches the first screen's pictures with the page and the rest as they near the window", async () => {
    const found = [1, 2, 3, 4].map((id) => productCard({ id, name: `Tour ${id}` }));
    mockApi({ ...dictionaries, '/product/search': found });
    renderWithProviders(<TourListPage />, { route: '/productList', path: '/productList' });
    await screen.findByRole('article', { name: 'Tour 4' });
    const loadingOf = (name: string) => screen.getByRole('article', { name }).querySelector('img')?.getAttribute('loading');
    expect(['Tour 1', 'Tour 2', 'Tour 3', 'Tour 4'].map(loadingOf)).toEqual(['eager', 'eager', 'lazy', 'lazy']);
  });

  it('holds the place of the results with card skeletons in the responsive layout of the cards', () => {
    mockApi({ ...dictionaries, '/product/search': noAnswer() });
    const { container } = renderWithProviders(<TourListPage />, { route: '/productList', path: '/productList' });
    const results = screen.getByRole('region', { name: 'Tour results' });
    expect(results).toHaveAttribute('aria-busy', 'true');
    const skeletons = container.querySelectorAll('[aria-hidden="true"][data-layout]');
    expect([...skeletons].map((skeleton) => skeleton.getAttribute('data-layout'))).toEqual(['responsive', 'responsive', 'responsive']);
  });

  it('turns the URL into the search payload and resets to page 1 on a sort or filter change', async () => {
    const user = userEvent.setup();
    const api = mockApi({ ...dictionaries, '/product/search': Array.from({ length: 10 }, (_, i) => productCard({ id: i + 1 })) });
    const { router } = renderWithProviders(<TourListPage />, {
      route: '/productList?keyword=tea&cityId=3&categoryIds=1,2&page=2',
      path: '/productList',
    });

    await screen.findAllByRole('article');
    const [first] = api.bodiesOf('/product/search');
    expect(first?.toString()).toBe(
      'pageNo=2&pageSize=10&cityIds=3&categoryIds=1%2C2&keyword=tea&date=&startTime=&duration=&priceMin=&priceMax=&languageIds=&currencyId=1',
    );

    await user.click(screen.getByRole('button', { name: 'Sales' }));
    await waitFor(() => expect(router.state.location.search).toContain('orderBy=salesCount%2BDESC'));
    expect(router.state.location.search).not.toContain('page=');
    await waitFor(() => expect(api.bodiesOf('/product/search').at(-1)?.get('orderBy')).toBe('salesCount+DESC'));
    expect(api.bodiesOf('/product/search').at(-1)?.get('pageNo')).toBe('1');

    await user.click(screen.getByRole('button', { name: /Sales/ }));
    await waitFor(() => expect(api.bodiesOf('/product/search').at(-1)?.get('orderBy')).toBe('salesCount+ASC'));

    await user.click(await screen.findByRole('checkbox', { name: 'Morning' }));
    await waitFor(() => expect(api.bodiesOf('/product/search').at(-1)?.get('startTime')).toBe('1'));
    expect(api.bodiesOf('/product/search').at(-1)?.get('keyword')).toBe('tea');
  });

  it('says when a row could not load its options and loads them again on Retry', async () => {
    const user = userEvent.setup();
    let cityListFails = true;
    const api = mockApi({
      ...dictionaries,
      '/city/list': () => (cityListFails ? envelopeError(500, 'boom') : dictionaries['/city/list']),
      '/product/search': [productCard()],
    });
    renderWithProviders(<TourListPage />, { route: '/productList', path: '/productList' });

    const cityRow = await screen.findByRole('group', { name: 'City' });
    expect(await within(cityRow).findByRole('alert')).toHaveTextContent('These options could not be loaded.');
    // The other rows are unaffected.
    expect(await screen.findByRole('checkbox', { name: 'Morning' })).toBeInTheDocument();

    cityListFails = false;
    await user.click(within(cityRow).getByRole('button', { name: 'Try again' }));
    expect(await within(cityRow).findByRole('checkbox', { name: 'Hangzhou' })).toBeInTheDocument();
    expect(within(cityRow).queryByRole('alert')).toBeNull();
    expect(api.bodiesOf('/city/list')).toHaveLength(2);
  });

  it('pages with Next and disables Next on a short page', async () => {
    const api = mockApi({ ...dictionaries, '/product/search': [productCard()] });
    renderWithProviders(<TourListPage />, { route: '/productList', path: '/productList' });
    await screen.findByRole('article', { name: 'Tea plantation walk' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(api.bodiesOf('/product/search')[0]?.get('keyword')).toBe('');
  });

  it('shows the active filter count on the phone Filters button and clears the filters from its drawer', async () => {
    const user = userEvent.setup();
    mockApi({ ...dictionaries, '/product/search': [productCard()] });
    const { router } = renderWithProviders(<TourListPage />, {
      route: '/productList?keyword=tea&cityId=3&categoryIds=1,2&orderBy=salesCount%2BASC',
      path: '/productList',
    });
    // The keyword and the sort are not filters: city and category make 2.
    await user.click(await screen.findByRole('button', { name: 'Filters (2)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters (2)' });
    await user.click(await within(drawer).findByRole('checkbox', { name: 'Morning' }));
    await waitFor(() => expect(router.state.location.search).toContain('startTime=1'));
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=tea&orderBy=salesCount%2BASC'));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as sample from '@tours/contract/samples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { BlogListPage } from './blog-list-page';

afterEach(() => vi.unstubAllGlobals());

const list = (body: URLSearchParams) =>
  body.get('recommendBanner')
    ? { list: [], total: 0 }
    : { list: [{ ...sample.blog, title: `Post on page ${body.get('pageNo')}` }], total: 30 };
const listBodies = (api: ReturnType<typeof mockApi>) => api.bodiesOf('/blog/list').filter((body) => !body.get('recommendBanner'));

describe('BlogListPage keeps its tab, keyword and page in the URL', () => {
  it('opens at ?tab=latest&keyword=tea&page=2&cityId=5 with that tab and page, and asks for exactly those', async () => {
    const api = mockApi({ '/blog/list': list });
    renderWithProviders(<BlogListPage />, { route: '/Blog?tab=latest&keyword=tea&page=2&cityId=5' });
    expect(await screen.findByText('Post on page 2')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('searchbox', { name: 'Search the blog' })).toHaveValue('tea');
    const [sent] = listBodies(api);
    expect(sent?.get('pageNo')).toBe('2');
    expect(sent?.get('keyword')).toBe('tea');
    expect(sent?.get('orderBy')).toBe('1');
    expect(sent?.toString()).toMatch(/cityIds=5/);
  });

  it('writes a tab change to the URL, back to page 1, keeping the city', async () => {
    const user = userEvent.setup();
    const api = mockApi({ '/blog/list': list });
    const { router } = renderWithProviders(<BlogListPage />, { route: '/Blog?page=3&cityId=5' });
    expect(await screen.findByText('Post on page 3')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recommended' })).toHaveAttribute('aria-selected', 'true');
    expect(listBodies(api)[0]?.get('orderBy')).toBe('4');

    await user.click(screen.getByRole('tab', { name: 'Latest' }));
    await waitFor(() => expect(router.state.location.search).toBe('?cityId=5&tab=latest'));
    expect(await screen.findByText('Post on page 1')).toBeInTheDocument();
    const last = listBodies(api).at(-1);
    expect(last?.get('orderBy')).toBe('1');
    expect(last?.get('pageNo')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    expect(await screen.findByText('Post on page 2')).toBeInTheDocument();
  });
});

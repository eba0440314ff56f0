import { act, screen } from '@testing-library/react';
import { STORAGE_LANGUAGE } from '@tours/contract/constants';
import * as sample from '@tours/contract/samples';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '../../lib/i18n';
import { mockApi, noAnswer } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { HomeHero } from './home-hero';

beforeAll(() => loadLanguage('zh'));
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('HomeHero', () => {
  it('says what the shop offers in a visible heading, with a button to every tour, over the banners', async () => {
    mockApi({ '/ad/list': [sample.banner] });
    renderWithProviders(<HomeHero />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Discover the city with a local guide');
    expect(heading).not.toHaveClass('mantine-VisuallyHidden-root');
    expect(screen.getByText(/Walking tours, food trails and day trips/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all tours' })).toHaveAttribute('href', '/productList');
    expect(await screen.findByRole('button', { name: `Open ${sample.banner.title}` })).toBeInTheDocument();
  });

  it('shows the headline and the button while the banners are still on their way', () => {
    mockApi({ '/ad/list': noAnswer() });
    renderWithProviders(<HomeHero />);
    expect(screen.getByRole('heading', { level: 1, name: 'Discover the city with a local guide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all tours' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Open / })).not.toBeInTheDocument();
  });

  it('says it in Chinese on a Chinese page', async () => {
    window.localStorage.setItem(STORAGE_LANGUAGE, 'zh');
    mockApi({ '/ad/list': [sample.banner] });
    renderWithProviders(<HomeHero />);
    await act(() => i18n.changeLanguage('zh'));
    expect(screen.getByRole('heading', { level: 1, name: '跟着当地向导，发现一座城' })).toBeInTheDocument();
    expect(screen.getByText(/由住在当地的向导带你玩/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '浏览全部线路' })).toHaveAttribute('href', '/productList');
    expect(screen.queryByText('Browse all tours')).not.toBeInTheDocument();
  });
});

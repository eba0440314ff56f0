import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeError, mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { CityMegaMenu } from './city-mega-menu';
import { MenuDrawer } from './menu-drawer';

afterEach(() => vi.unstubAllGlobals());

describe('MenuDrawer', () => {
  it('lists the destinations by region, each city linking to its tour list, without cities the shop lacks', async () => {
    const user = userEvent.setup();
    mockApi({
      '/city/list': {
        list: [
          { id: 1, englishName: 'Beijing', chineseName: '北京' },
          { id: 10, englishName: 'Paris', chineseName: '巴黎' },
          { id: 11, englishName: 'London', chineseName: '伦敦' },
        ],
      },
    });
    renderWithProviders(<MenuDrawer opened onClose={() => {}} />);

    expect(await screen.findByText('Destinations')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Europe' }));
    expect(await screen.findByRole('link', { name: 'Paris' })).toHaveAttribute('href', '/productList?cityId=10');
    expect(screen.getByRole('link', { name: 'London' })).toHaveAttribute('href', '/productList?cityId=11');
    expect(screen.queryByRole('link', { name: 'Rome' })).not.toBeInTheDocument();
    // A region with no city the shop sells is left out.
    expect(screen.queryByRole('button', { name: 'Americas' })).not.toBeInTheDocument();
  });

  it('says when the destinations could not be loaded and loads them on Try again, never an empty menu', async () => {
    const user = userEvent.setup();
    let fails = true;
    mockApi({
      '/city/list': () => (fails ? envelopeError(500, 'boom') : { list: [{ id: 10, englishName: 'Paris', chineseName: '巴黎' }] }),
    });
    renderWithProviders(<MenuDrawer opened onClose={() => {}} />);

    expect(await screen.findByText('Destinations could not be loaded.')).toHaveAttribute('role', 'alert');
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Europe' }));
    expect(await screen.findByRole('link', { name: 'Paris' })).toBeInTheDocument();
    expect(screen.queryByText('Destinations could not be loaded.')).not.toBeInTheDocument();
  });
});

describe('CityMegaMenu', () => {
  it('shows the failure with Try again in its card instead of an empty box', async () => {
    mockApi({ '/city/list': envelopeError(500, 'boom') });
    renderWithProviders(<CityMegaMenu initiallyOpened />);
    expect(await screen.findByText('Destinations could not be loaded.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Destinations' })).not.toBeInTheDocument();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { MenuDrawer } from './menu-drawer';

afterEach(() => vi.unstubAllGlobals());

describe('MenuDrawer', () => {
  it('lists the destinations by region, each city linking to its tour list, without cities the shop lacks', async () => {
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
    fireEvent.click(await screen.findByRole('button', { name: 'Europe' }));
    expect(await screen.findByRole('link', { name: 'Paris' })).toHaveAttribute('href', '/productList?cityId=10');
    expect(screen.getByRole('link', { name: 'London' })).toHaveAttribute('href', '/productList?cityId=11');
    expect(screen.queryByRole('link', { name: 'Rome' })).not.toBeInTheDocument();
    // A region with no city the shop sells is left out.
    expect(screen.queryByRole('button', { name: 'Americas' })).not.toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_TOKEN } from '@tours/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { productCard } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { TourCard } from './tour-card';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('TourCard', () => {
  it('links the name to the detail and prices per group when model is 1 (spec §3, list meaning)', () => {
    renderWithProviders(<TourCard tour={productCard({ id: 4, name: 'Tea walk', model: 1, teamPrice: 300 })} />);
    const card = screen.getByRole('article', { name: 'Tea walk' });
    expect(within(card).getByRole('link', { name: 'Tea walk' })).toHaveAttribute('href', '/productInfo/4');
    expect(within(card).getByText(/per group/)).toBeInTheDocument();
  });

  it('tells its owner when the heart was toggled', async () => {
    window.localStorage.setItem(STORAGE_TOKEN, 't1');
    mockApi({ '/member/favorite/cancel': null });
    const onFavouriteChange = vi.fn();
    renderWithProviders(
      <TourCard tour={productCard({ id: 4, name: 'Tea walk', isCollect: true })} onFavouriteChange={onFavouriteChange} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tea walk from favourites' }));
    await waitFor(() => expect(onFavouriteChange).toHaveBeenCalledWith(false));
    expect(screen.getByRole('button', { name: 'Save Tea walk to favourites' })).toBeInTheDocument();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductCard } from '@tours/contract';
import { STORAGE_TOKEN } from '@tours/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PICTURE_FALLBACK } from '../lib/picture-fallback';
import { mockApi } from '../test/fetch-mock';
import { productCard } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { withoutNulls } from '../test/spring-answers';
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

  it('is stacked in grids and responsive on request, a layout its stylesheet switches at the sm breakpoint', () => {
    renderWithProviders(<TourCard tour={productCard({ id: 4, name: 'Tea walk' })} />);
    expect(screen.getByRole('article', { name: 'Tea walk' })).toHaveAttribute('data-layout', 'vertical');
    renderWithProviders(<TourCard tour={productCard({ id: 5, name: 'Lake walk' })} layout="responsive" />);
    expect(screen.getByRole('article', { name: 'Lake walk' })).toHaveAttribute('data-layout', 'responsive');
  });

  it('keeps its picture box with the no-picture field when the address is empty or fails to load', () => {
    const withoutPicture = renderWithProviders(<TourCard tour={productCard({ picUrl: '' })} />);
    expect(withoutPicture.container.querySelector('img')).toHaveAttribute('src', PICTURE_FALLBACK);
    withoutPicture.unmount();

    const { container } = renderWithProviders(<TourCard tour={productCard({ picUrl: '/media/tours/gone.jpg' })} />);
    const picture = container.querySelector('img') as HTMLImageElement;
    expect(picture).toHaveAttribute('src', '/media/tours/gone.jpg');
    // A failed load is the browser's event, not a person's: user-event has no way to cause it.
    fireEvent.error(picture);
    expect(picture).toHaveAttribute('src', PICTURE_FALLBACK);
  });

  it('stays a light block: the shop draws up to twenty at once', () => {
    const { container } = renderWithProviders(<TourCard tour={productCard({ id: 4, name: 'Tea walk' })} />);
    const card = screen.getByRole('article', { name: 'Tea walk' });
    // 26 elements today; 70 with Mantine's Rating, Card, Group and Text (home drew 1,514 elements, 813 now).
    expect(card.querySelectorAll('*').length).toBeLessThanOrEqual(32);
    expect(container.querySelectorAll('input')).toHaveLength(0);
  });

  it('shows an amount a backend wrote as its text ("45.00") as it shows the number', () => {
    const drawn = (tour: ProductCard) => renderWithProviders(<TourCard tour={tour} />).container.textContent;
    expect(drawn(productCard({ adultPrice: '45.00' }))).toBe(drawn(productCard({ adultPrice: 45 })));
    expect(drawn(productCard({ model: 1, teamPrice: '300.00' }))).toBe(drawn(productCard({ model: 1, teamPrice: 300 })));
    const [perPerson, , perTeam] = screen.getAllByTestId('price');
    expect(perPerson).toHaveTextContent(/^From\s*\$45\s*per person$/);
    expect(perTeam).toHaveTextContent(/^From\s*\$300\s*per group$/);
  });

  it('shows a tour whose nulls a backend left out (no score yet, no team price) as it shows them null', () => {
    const unreviewed = productCard({ score: null, teamPrice: null });
    const drawn = (tour: ProductCard) => renderWithProviders(<TourCard tour={tour} />).container.textContent;
    expect(drawn(withoutNulls(unreviewed))).toBe(drawn(unreviewed));
    expect(screen.getAllByRole('img', { name: 'Rated 3.5 out of 5' })).toHaveLength(2);
  });

  it('flips its heart once the server took the toggle', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(STORAGE_TOKEN, 't1');
    const api = mockApi({ '/member/favorite/cancel': null });
    renderWithProviders(<TourCard tour={productCard({ id: 4, name: 'Tea walk', isCollect: true })} />);
    await user.click(screen.getByRole('button', { name: 'Remove Tea walk from favourites' }));
    expect(await screen.findByRole('button', { name: 'Save Tea walk to favourites' })).toBeInTheDocument();
    expect(api.bodiesOf('/member/favorite/cancel')[0]?.toString()).toBe('spuId=4');
  });
});

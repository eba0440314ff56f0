import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_TOKEN } from '@tours/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError, mockApi } from '../test/fetch-mock';
import { productCard, productDetail } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { favouriteListOptions, useToggleFavourite } from './favourites';
import { callQueryOptions } from './query';

function Toggle({ isCollect }: { isCollect: boolean }) {
  const toggle = useToggleFavourite();
  return (
    <button type="button" onClick={() => toggle.mutate({ spuId: 4, isCollect })}>
      Toggle
    </button>
  );
}

/** Cached answers of every screen that shows the flag, none of them on screen. */
function withCachedScreens(isCollect: boolean) {
  const view = renderWithProviders(<Toggle isCollect={isCollect} />);
  const keys = [
    favouriteListOptions(1).queryKey,
    callQueryOptions('product.search', { pageNo: 1, pageSize: 10 }).queryKey,
    callQueryOptions('product.detail', { id: 4 }).queryKey,
    callQueryOptions('member.merchant.detail.check', { merchantId: 7 }).queryKey,
  ];
  view.queryClient.setQueryData(keys[0] ?? [], { list: [], total: 0 });
  view.queryClient.setQueryData(keys[1] ?? [], [productCard({ id: 4, isCollect })]);
  view.queryClient.setQueryData(keys[2] ?? [], productDetail({ id: 4, isCollect }));
  view.queryClient.setQueryData(keys[3] ?? [], { merchantRouter: [productCard({ id: 4, isCollect })] });
  const invalidated = () => keys.map((key) => view.queryClient.getQueryState(key)?.isInvalidated);
  return { ...view, invalidated };
}

beforeEach(() => window.localStorage.setItem(STORAGE_TOKEN, 't1'));
afterEach(() => vi.unstubAllGlobals());

describe('useToggleFavourite', () => {
  it('creates a favourite, then invalidates the collection, tour lists, the detail and guide profiles', async () => {
    const user = userEvent.setup();
    const api = mockApi({ '/member/favorite/create': null });
    const { invalidated } = withCachedScreens(false);
    expect(invalidated()).toEqual([false, false, false, false]);
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    await waitFor(() => expect(invalidated()).toEqual([true, true, true, true]));
    expect(api.bodiesOf('/member/favorite/create')[0]?.toString()).toBe('spuId=4');
  });

  it('cancels a favourite the same way', async () => {
    const user = userEvent.setup();
    const api = mockApi({ '/member/favorite/cancel': null });
    const { invalidated } = withCachedScreens(true);
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    await waitFor(() => expect(invalidated()).toEqual([true, true, true, true]));
    expect(api.bodiesOf('/member/favorite/cancel')[0]?.toString()).toBe('spuId=4');
  });

  it('leaves every cached answer alone when the server refuses, and the error policy says why', async () => {
    const user = userEvent.setup();
    mockApi({ '/member/favorite/create': envelopeError(500, 'Favourites are resting') });
    const { invalidated } = withCachedScreens(false);
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByText('Favourites are resting')).toBeInTheDocument();
    expect(invalidated()).toEqual([false, false, false, false]);
  });
});

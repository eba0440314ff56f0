import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_TOKEN } from '@tours/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import { FavouriteHeart } from './favourite-heart';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FavouriteHeart', () => {
  it('sends a visitor to /login without calling the server', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    const { router } = renderWithProviders(<FavouriteHeart spuId={4} name="Tea walk" isCollect={false} onToggled={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Save Tea walk to favourites' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls).toEqual([]);
  });

  it('creates or cancels for a logged-in user, says Success and flips the flag', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(STORAGE_TOKEN, 't1');
    const show = vi.spyOn(notifications, 'show');
    const api = mockApi({ '/member/favorite/create': null, '/member/favorite/cancel': null });
    const onToggled = vi.fn();
    const { rerender } = renderWithProviders(<FavouriteHeart spuId={4} name="Tea walk" isCollect={false} onToggled={onToggled} />);
    await user.click(screen.getByRole('button', { name: 'Save Tea walk to favourites' }));
    await waitFor(() => expect(onToggled).toHaveBeenCalledWith(true));
    expect(api.calls[0]).toEqual({ path: '/member/favorite/create', body: 'spuId=4' });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Success' }));
    rerender(null);

    renderWithProviders(<FavouriteHeart spuId={4} name="Tea walk" isCollect onToggled={onToggled} />);
    await user.click(screen.getByRole('button', { name: 'Remove Tea walk from favourites' }));
    await waitFor(() => expect(onToggled).toHaveBeenCalledWith(false));
    expect(api.calls[1]).toEqual({ path: '/member/favorite/cancel', body: 'spuId=4' });
  });
});

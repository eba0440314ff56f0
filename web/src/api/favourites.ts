import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallName } from '@tours/contract';
import { PAGE_SIZE } from '@tours/contract/constants';
import { callData } from './client';
import { callQueryOptions, invalidateCall } from './query';

/**
 * The favourites' calls (spec §4, favourite toggle). Tour cards show a heart on every screen, so these are
 * shared, not one feature's: the collection's query options, and the toggle that owns its invalidation.
 */
export const favouriteListOptions = (pageNo: number) => callQueryOptions('member.favorite.list', { pageNo, pageSize: PAGE_SIZE });

/** Every answer that says whether a tour is a favourite: the collection, tour lists and cards, the tour detail, guide profiles. */
const showFavourites: readonly CallName[] = ['member.favorite.list', 'product.search', 'product.detail', 'member.merchant.detail.check'];

export interface FavouriteToggle {
  spuId: number;
  /** The state before the toggle: a favourite is cancelled, anything else created. */
  isCollect: boolean;
}

/**
 * Cancel when favourited, else create (spec §4). On success every cached answer that shows the flag is
 * invalidated: what is on screen reloads (the detail, as the spec asks; the collection), the rest on its
 * next visit, so My Collection shows the change without a page reload.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['member.favorite.toggle'],
    mutationFn: ({ spuId, isCollect }: FavouriteToggle) =>
      callData(isCollect ? 'member.favorite.cancel' : 'member.favorite.create', { spuId }),
    onSuccess: () => {
      for (const name of showFavourites) void invalidateCall(queryClient, name);
    },
  });
}

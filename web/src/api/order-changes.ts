import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listenForOrderChanges } from '../lib/order-changes';
import { orderDetailOptions } from './orders';
import { invalidateCall } from './query';

/** After one order changed (paid, refunded, in another tab): that order's page and every order list reload. */
export async function invalidateOrder(queryClient: QueryClient, orderId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: orderDetailOptions(orderId).queryKey }),
    invalidateCall(queryClient, 'trade.order.page'),
  ]);
}

/** For a screen that shows orders: while it is mounted, an order another tab announces (lib/order-changes.ts) reloads. */
export function useOrderChangesFromOtherTabs(): void {
  const queryClient = useQueryClient();
  useEffect(() => listenForOrderChanges((orderId) => void invalidateOrder(queryClient, orderId)), [queryClient]);
}

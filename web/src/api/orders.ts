import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallInput, CallName } from '@tours/contract';
import { callData } from './client';
import { callQueryOptions, invalidateCall } from './query';

/**
 * The order calls used by more than one feature: the order page and the review page read one order, and
 * the actions of an order (spec §4) show on My Order and on the order page.
 */
export const orderDetailOptions = (id: number) => callQueryOptions('trade.order.get-detail', { id });

/** Every cached answer about orders: My Order's pages and each order page. */
const showOrders: readonly CallName[] = ['trade.order.page', 'trade.order.get-detail'];

/** After an order changed (reviewed): what is on screen reloads, the rest on its next visit. */
export async function invalidateOrders(queryClient: QueryClient): Promise<void> {
  await Promise.all(showOrders.map((name) => invalidateCall(queryClient, name)));
}

/** What the screen does once a command succeeded; the failure is the error policy's (app/query-client.ts). */
export interface OnSuccess<T> {
  onSuccess?: (data: T) => void;
}

/** Pay Now: restarts the payment (trade.order.pay.submit). */
export function usePayOrder({ onSuccess }: OnSuccess<CallData<'trade.order.pay.submit'>> = {}) {
  return useMutation({
    mutationKey: ['trade.order.pay.submit'],
    mutationFn: (payload: CallInput<'trade.order.pay.submit'>) => callData('trade.order.pay.submit', payload),
    onSuccess,
  });
}

/** Contact The Guide: a first message to the order's guide (content.create); the threads then reload. */
export function useContactGuide({ onSuccess }: OnSuccess<CallData<'member.my.message.content.create'>> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['member.my.message.content.create'],
    mutationFn: (payload: CallInput<'member.my.message.content.create'>) => callData('member.my.message.content.create', payload),
    onSuccess: (data) => {
      void invalidateCall(queryClient, 'member.my.message.list');
      onSuccess?.(data);
    },
  });
}

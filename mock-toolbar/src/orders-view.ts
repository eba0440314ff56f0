import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { control } from './control-api';
import { controlKeys } from './control-keys';
import type { MessageKey } from './messages';

const MOVES = ['complete', 'refund'] as const;
export type OrderMove = (typeof MOVES)[number];

/** GET /__mock/orders: the latest orders, newest first, each with the back-office moves its status allows. */
const ordersView = z.object({
  orders: z.array(
    z.object({
      id: z.number(),
      userId: z.number(),
      email: z.string(),
      status: z.number(),
      statusName: z.string(),
      moves: z.array(z.string()),
      payPrice: z.number(),
      currencyInco: z.string(),
      createTime: z.string(),
      closed: z.boolean(),
    }),
  ),
});
export type MockOrder = z.infer<typeof ordersView>['orders'][number];

/** The control plane lists by id; the seed's history has older orders with higher ids, so newest first is by creation. */
const byCreation = (a: MockOrder, b: MockOrder) => b.createTime.localeCompare(a.createTime) || b.id - a.id;

export const ordersQuery = () =>
  queryOptions({
    queryKey: controlKeys.orders(),
    queryFn: async () => ordersView.parse(await control('/orders')).orders.sort(byCreation),
  });

/** Only the moves this toolbar has a button for; a move the server adds later shows up when it gets a label. */
export const movesOf = (order: MockOrder): OrderMove[] => MOVES.filter((move) => order.moves.includes(move));

const moveResult = z.object({ id: z.number(), status: z.number(), statusName: z.string() });

export const moveOrder = async (id: number, move: OrderMove) => moveResult.parse(await control(`/orders/${id}/${move}`, 'POST'));

const STATUS_LABELS: Record<number, MessageKey> = { 0: 'statusUnpaid', 10: 'statusBooked', 30: 'statusCompleted', 90: 'statusRefunded' };

/** The status in the page's language; an unpaid order the clock closed reads as expired. */
export function statusLabelKey(status: number, closed: boolean): MessageKey | null {
  if (status === 0 && closed) return 'statusClosed';
  return STATUS_LABELS[status] ?? null;
}

import { codes, OrderStatus } from '@tours/contract';
import { z } from 'zod';
import { allowedMoves, completeOrder, developerRefusal, refundOrder, type State } from '../domain/index.js';
import { parseWith } from './parse-with.js';

const NAMES = new Map<number, string>(Object.entries(OrderStatus).map(([name, value]) => [value, name]));
const params = z.object({ id: z.coerce.number().int().positive() });

/** "Booked (10)", "Completed (30), review pending": the contract's name of the status, never a bare number. */
function statusName(status: number, commentStatus = false): string {
  const name = `${NAMES.get(status) ?? 'Unknown'} (${status})`;
  if (status !== OrderStatus.Completed) return name;
  return `${name}, ${commentStatus ? 'reviewed' : 'review pending'}`;
}

export const ORDER_ACTIONS = { complete: completeOrder, refund: refundOrder } as const;
export type OrderAction = keyof typeof ORDER_ACTIONS;

/** The order id of /__mock/orders/:id/..., from the URL's params: a 400 naming `id` when it is not one. */
export const orderIdOf = (rawParams: unknown): number => parseWith(params, rawParams).id;

/** POST /__mock/orders/:id/complete|refund, a merchant back office's move. */
export function moveOrder(state: State, action: OrderAction, id: number, now: Date) {
  ORDER_ACTIONS[action](state, id, now);
  const order = state.orders.find((o) => o.id === id);
  if (!order) throw developerRefusal(codes.notFound, `No order ${id}`);
  return { id, status: order.status, statusName: statusName(order.status, order.commentStatus), payStatus: order.payStatus };
}

/** GET /__mock/orders: the latest 50 orders, newest first, with the moves each allows. */
export function ordersView(state: State) {
  const orders = state.orders.slice(-50).reverse();
  return {
    orders: orders.map(({ id, userId, status, payStatus, payPrice, currencyInco, email, createTime, closed, commentStatus }) => ({
      id,
      userId,
      status,
      statusName: statusName(status, commentStatus),
      moves: allowedMoves(status),
      payStatus,
      payPrice,
      currencyInco,
      email,
      createTime,
      closed,
    })),
  };
}

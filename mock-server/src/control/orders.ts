import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { completeOrder, notFound, refundOrder } from '../domain/index.js';
import { parseWith } from '../http/request-payload.js';
import { allowedMoves, statusName } from './order-moves.js';

const params = z.object({ id: z.coerce.number().int().positive() });

/** Moves a merchant back office would make: complete a booked order (status 30), refund one (90). */
export async function orderRoutes(app: FastifyInstance) {
  const { worlds } = app.mock;

  for (const [action, move] of [
    ['complete', completeOrder],
    ['refund', refundOrder],
  ] as const) {
    app.post(`/orders/:id/${action}`, async (request) => {
      const { id } = parseWith(params, request.params);
      const world = worlds.forRequest(request);
      move(world.state, id, worlds.tick(world));
      const order = world.state.orders.find((o) => o.id === id);
      if (!order) throw notFound(`No order ${id}`);
      return {
        world: world.name,
        id,
        status: order.status,
        statusName: statusName(order.status, order.commentStatus),
        payStatus: order.payStatus,
      };
    });
  }

  app.get('/orders', async (request) => {
    const world = worlds.forRequest(request);
    worlds.tick(world);
    const orders = world.state.orders.slice(-50).reverse();
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
  });
}

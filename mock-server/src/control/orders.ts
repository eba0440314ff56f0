import type { FastifyInstance } from 'fastify';
import { moveOrder, ORDER_ACTIONS, type OrderAction, orderIdOf, ordersView } from '../runtime/back-office.js';

/** Moves a merchant back office would make: complete a booked order (status 30), refund one (90). */
export async function orderRoutes(app: FastifyInstance) {
  const { worlds } = app.mock;

  for (const action of Object.keys(ORDER_ACTIONS) as OrderAction[]) {
    app.post(`/orders/:id/${action}`, async (request) => {
      const id = orderIdOf(request.params);
      const world = worlds.forRequest(request);
      return { world: world.name, ...moveOrder(world.state, action, id, worlds.tick(world)) };
    });
  }

  app.get('/orders', async (request) => {
    const world = worlds.forRequest(request);
    worlds.tick(world);
    return ordersView(world.state);
  });
}

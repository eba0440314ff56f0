import type { FastifyInstance } from 'fastify';
import { controlRoutes, textFields } from '../runtime/control-routes.js';
import { worldNameOf } from '../store/worlds.js';

/** The control routes the browser preview serves too (runtime/control-routes.ts), over the request's world. */
export async function sharedControlRoutes(app: FastifyInstance) {
  const { worlds } = app.mock;
  for (const route of controlRoutes) {
    app.route({
      method: route.method,
      url: route.path,
      ...(route.bodyLimitBytes ? { bodyLimit: route.bodyLimitBytes } : {}),
      handler: async (request, reply) => {
        // Reset and import replace the world's data, so they also repair a broken world.
        const world = route.replacesWorld ? worlds.toRepair(worldNameOf(request)) : worlds.forRequest(request);
        const ports = { tick: () => worlds.tick(world), reset: () => worlds.reset(world) };
        const value = await route.answer(world, ports, {
          body: request.body,
          params: textFields(request.params),
          query: textFields(request.query),
        });
        if (route.headers) reply.headers(route.headers(world));
        return value;
      },
    });
  }
}

import type { FastifyInstance } from 'fastify';
import { clearFault, faultInput, sessionExpiredInput, setFault } from '../runtime/faults.js';
import { parseWith } from '../runtime/parse-with.js';

/** Faults per call (delay, error code, failure rate) and the "session expired" switch, per world. */
export async function faultRoutes(app: FastifyInstance) {
  const { worlds } = app.mock;
  const view = (request: Parameters<typeof worlds.forRequest>[0]) => {
    const world = worlds.forRequest(request);
    return { world: world.name, sessionExpired: world.sessionExpired, faults: world.faults };
  };

  app.get('/faults', async (request) => view(request));

  app.post('/faults', async (request) => {
    setFault(worlds.forRequest(request), parseWith(faultInput, request.body));
    return view(request);
  });

  app.delete('/faults', async (request) => {
    worlds.forRequest(request).faults = {};
    return view(request);
  });

  app.delete<{ Params: { call: string } }>('/faults/:call', async (request) => {
    const world = worlds.forRequest(request);
    clearFault(world, request.params.call);
    return view(request);
  });

  app.post('/session-expired', async (request) => {
    worlds.forRequest(request).sessionExpired = parseWith(sessionExpiredInput, request.body).enabled;
    return view(request);
  });
}

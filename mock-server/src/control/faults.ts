import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../domain/index.js';
import { faultInput, ownFault, setFault } from '../http/faults.js';
import { parseWith } from '../http/request-payload.js';
import type { FaultKey } from '../http/worlds.js';

const sessionInput = z.object({ enabled: z.boolean() });

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
    const { call } = request.params;
    if (!ownFault(world, call)) throw notFound(`No fault is set on ${call}`);
    delete world.faults[call as FaultKey];
    return view(request);
  });

  app.post('/session-expired', async (request) => {
    worlds.forRequest(request).sessionExpired = parseWith(sessionInput, request.body).enabled;
    return view(request);
  });
}

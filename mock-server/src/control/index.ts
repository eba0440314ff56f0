import type { FastifyInstance } from 'fastify';
import { clockRoutes } from './clock.js';
import { consoleRoutes } from './console.js';
import { faultRoutes } from './faults.js';
import { journalRoutes } from './journal.js';
import { orderRoutes } from './orders.js';
import { outboxRoutes } from './outbox.js';
import { pactStateRoutes } from './pact-states.js';
import { sessionRoutes } from './sessions.js';
import { stateRoutes } from './state.js';
import { upstreamRoutes } from './upstream.js';
import { worldRoutes } from './worlds.js';

/**
 * The control plane under /__mock. Each concern is one plugin file; a new one (the Pact provider-state
 * hook, say) is a file exporting `async (app) => {...}` and one line here.
 */
const controlPlugins = [
  consoleRoutes,
  worldRoutes,
  stateRoutes,
  clockRoutes,
  outboxRoutes,
  faultRoutes,
  sessionRoutes,
  orderRoutes,
  journalRoutes,
  upstreamRoutes,
  pactStateRoutes,
];

export async function controlRoutes(app: FastifyInstance) {
  for (const plugin of controlPlugins) await app.register(plugin);
}

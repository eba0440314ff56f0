import type { FastifyInstance } from 'fastify';
import { consoleRoutes } from './console.js';
import { journalRoutes } from './journal.js';
import { pactStateRoutes } from './pact-states.js';
import { reseedRoutes } from './reseed.js';
import { sessionRoutes } from './sessions.js';
import { sharedControlRoutes } from './shared.js';
import { upstreamRoutes } from './upstream.js';
import { worldRoutes } from './worlds.js';

/**
 * The control plane under /__mock. Each concern is one plugin file; a new one (the Pact provider-state
 * hook, say) is a file exporting `async (app) => {...}` and one line here.
 */
const controlPlugins = [
  consoleRoutes,
  worldRoutes,
  sharedControlRoutes,
  reseedRoutes,
  sessionRoutes,
  journalRoutes,
  upstreamRoutes,
  pactStateRoutes,
];

export async function controlRoutes(app: FastifyInstance) {
  for (const plugin of controlPlugins) await app.register(plugin);
}

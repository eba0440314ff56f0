import { apiHandlers, type MockHandlerOptions } from './api-handlers.js';
import type { BrowserWorld } from './browser-world.js';
import { controlHandlers } from './control-handlers.js';
import { mediaHandlers } from './media-handlers.js';

export type { MockHandlerOptions } from './api-handlers.js';
export { BrowserWorld, freshSnapshot, type WorldSnapshot } from './browser-world.js';

/**
 * The MSW adapter of the mock: the same domain, seed and contract checks as the Fastify adapter, answering
 * /rest/api/**, the generated /media pictures and the control plane's /__mock subset from a world held in
 * the page (or in a Vitest process, with msw/node). Imports msw only, never msw/node or msw/browser, so
 * the caller chooses setupWorker or setupServer.
 */
export function mockHandlers(world: BrowserWorld, options: MockHandlerOptions = {}) {
  return [...apiHandlers(world, options), ...controlHandlers(world), ...mediaHandlers(world)];
}

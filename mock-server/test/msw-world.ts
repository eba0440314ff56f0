import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import type { BrowserWorld } from '../src/browser/index.js';
import { seededHere } from '../src/browser/seed-here.js';
import { mockHandlers } from '../src/msw/index.js';

/**
 * For a describe block: the browser adapter answering `fetch` through MSW, over a world seeded here, started before
 * its tests and stopped after them. `world.current` is that world, for reading what a request changed.
 */
export function mswWorldPerBlock(): { origin: string; world: { current: BrowserWorld | null } } {
  const world = { current: null as BrowserWorld | null };
  const server = setupServer();
  beforeAll(async () => {
    world.current = await seededHere();
    server.use(...mockHandlers(world.current));
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => server.close());
  return { origin: 'http://preview.localhost', world };
}

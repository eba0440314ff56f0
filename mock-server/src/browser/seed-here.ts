import { createState, DEFAULT_SCALE, DEFAULT_SEED } from '../world/index.js';
import { BrowserWorld, type Seeder } from './browser-world.js';

/** Seeds in the calling thread: for a test that runs the browser adapter in Node (msw/node, the parity test). */
const seedHere: Seeder = async (request) => createState(request);

/** A world seeded with the Node mock's default seed and scale, in this thread. */
export const seededHere = (now: Date = new Date()) => BrowserWorld.seeded(seedHere, { seed: DEFAULT_SEED, scale: DEFAULT_SCALE, now });

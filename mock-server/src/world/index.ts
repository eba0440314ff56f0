/**
 * Worlds: the domain core's State built from the seed. Kept out of domain/ so the pure core imports no
 * seed and no faker (a test in mock-server/test/architecture checks it); the adapters, the control plane
 * and the scripts get seeded worlds and the demo accounts from here.
 */
export { DEMO_ACCOUNTS } from '../seed/demo-accounts.js';
export { createState, DEFAULT_SCALE, DEFAULT_SEED } from './create-state.js';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../src/domain/index.js';
import { build } from '../helper.js';
import { controlCases, controlRoutes } from './fuzz-control.js';
import { envelopeBreach, FUZZ_SEED, stateOf } from './support.js';
import { worldProblems } from './world-snapshot.js';

/**
 * Property: whatever reaches a write endpoint of the control plane, the answer is below 500, the world stays
 * consistent and the shop still answers; a file apart from the calls' fuzzing (fuzz.test.ts), so the two run side by
 * side. FUZZ_SEED=<seed printed on failure> npx vitest run mock-server/test/robustness/fuzz-control-plane.test.ts
 */

/** Control-plane runs: every write endpoint is picked about 20 times, plus mutated state imports. */
const CONTROL_RUNS = Math.max(400, Number(process.env.FUZZ_RUNS ?? 400));

describe('fuzzing the control plane', () => {
  it(`answers ${CONTROL_RUNS} hostile requests to every /__mock write endpoint below 500, keeping the world sound`, {
    timeout: 120_000,
  }, async () => {
    const app = await build();
    const routes = controlRoutes(app);
    // The route tree's format is Fastify's: if it changed, fail here rather than fuzz nothing.
    expect(routes).toContainEqual({ method: 'POST', url: '/__mock/clock/advance' });
    expect(routes).toContainEqual({ method: 'DELETE', url: '/__mock/faults/:call' });
    await app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'qa-fuzz' } });
    const exported = (await app.inject({ url: '/__mock/state' })).json();
    const property = fc.asyncProperty(controlCases(routes, exported), async ({ kind, request }) => {
      const response = await app.inject(request);
      if (response.statusCode >= 500) throw new Error(`${kind}: HTTP ${response.statusCode}: ${response.body.slice(0, 300)}`);
      const problems = checkInvariants(stateOf(app));
      if (problems.length > 0) throw new Error(`${kind}: invariants broken: ${problems.slice(0, 3).join('; ')}`);
      // A later call must still work: an accepted clock, seed or import that breaks the shop shows here.
      // Faults are cleared first, since an accepted fault on every call is meant to fail or delay it.
      await app.inject({ method: 'DELETE', url: '/__mock/faults' });
      const search = await app.inject({
        method: 'POST',
        url: '/rest/api/product/search',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const breach = envelopeBreach(search.statusCode, search.body);
      if (breach) throw new Error(`${kind}: the next search answered ${breach}`);
    });
    const details = await fc.check(property, { seed: FUZZ_SEED, numRuns: CONTROL_RUNS, endOnFailure: true });
    if (details.failed) {
      const request = details.counterexample?.[0].request;
      const shown = request ? JSON.stringify({ ...request, payload: String(request.payload ?? '').slice(0, 500) }) : '';
      throw new Error(`control plane failed with seed ${details.seed}: ${String(details.errorInstance)}\n${shown}`);
    }
    for (const world of app.mock.worlds.list()) expect(worldProblems(app, world.name), world.name).toEqual([]);
  });
});

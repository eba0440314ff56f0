import { type CallDefinition, callNames, calls } from '@tours/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../src/domain/index.js';
import { build } from '../helper.js';
import { controlCases, controlRoutes } from './fuzz-control.js';
import { coherentPayloads, fieldHints, fuzzCases } from './fuzz-requests.js';
import { envelopeBreach, login, stateOf } from './support.js';
import { worldProblems } from './world-snapshot.js';

/**
 * Property: whatever reaches a registry call (schema-shaped, mutated or plain junk), the answer is an
 * envelope below 500 and the world stays consistent. A fixed seed makes a failure reproducible:
 * FUZZ_SEED=<seed printed on failure> npx vitest run mock-server/test/robustness/fuzz.test.ts
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_801);
/** At least 200 cases per call, the robustness target; FUZZ_RUNS raises it for a longer local hunt. */
const RUNS = Math.max(200, Number(process.env.FUZZ_RUNS ?? 200));

describe.each(callNames)('fuzzing %s', (name) => {
  it(`answers ${RUNS} generated requests with envelopes below 500 and keeps the invariants`, { timeout: 60_000 }, async () => {
    const call: CallDefinition = calls[name];
    const app = await build();
    const token = await login(app, 'demo');
    const state = stateOf(app);
    const now = new Date();
    const cases = fuzzCases(call, fieldHints(state, now), token, coherentPayloads(state, now)[name]);
    const property = fc.asyncProperty(cases, async ({ kind, request }) => {
      const response = await app.inject(request);
      const breach = envelopeBreach(response.statusCode, response.body);
      if (breach) throw new Error(`${kind}: ${breach}`);
      // The world may be replaced by a reseed, so read it again rather than keeping a reference.
      const problems = checkInvariants(stateOf(app));
      if (problems.length > 0) throw new Error(`${kind}: invariants broken: ${problems.slice(0, 3).join('; ')}`);
    });
    const details = await fc.check(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
    if (details.failed) {
      const counterexample = details.counterexample?.[0];
      const shown = counterexample
        ? JSON.stringify({ ...counterexample.request, payload: String(counterexample.request.payload ?? '').slice(0, 500) })
        : '';
      throw new Error(
        `${name} failed with seed ${details.seed} path ${details.counterexample ? details.counterexamplePath : ''}: ${String(details.errorInstance)}\n${shown}`,
      );
    }
    // The schema check costs ~25 ms, so once per call rather than after every request.
    expect(worldProblems(app)).toEqual([]);
    // The process is still up and serving.
    const after = await app.inject({
      method: 'POST',
      url: '/rest/api/category/list',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(after.json().code).toBe(200);
  });
});

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
    const details = await fc.check(property, { seed: SEED, numRuns: CONTROL_RUNS, endOnFailure: true });
    if (details.failed) {
      const request = details.counterexample?.[0].request;
      const shown = request ? JSON.stringify({ ...request, payload: String(request.payload ?? '').slice(0, 500) }) : '';
      throw new Error(`control plane failed with seed ${details.seed}: ${String(details.errorInstance)}\n${shown}`);
    }
    for (const world of app.mock.worlds.list()) expect(worldProblems(app, world.name), world.name).toEqual([]);
  });
});

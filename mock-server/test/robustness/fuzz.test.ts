import { type CallDefinition, callNames, calls } from '@tours/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../src/domain/index.js';
import { build } from '../helper.js';
import { coherentPayloads, fieldHints, fuzzCases } from './fuzz-requests.js';
import { envelopeBreach, FUZZ_SEED, login, stateOf } from './support.js';
import { worldProblems } from './world-snapshot.js';

/**
 * Property: whatever reaches a registry call (schema-shaped, mutated or plain junk), the answer is an
 * envelope below 500 and the world stays consistent. A fixed seed makes a failure reproducible:
 * FUZZ_SEED=<seed printed on failure> npx vitest run mock-server/test/robustness/fuzz.test.ts
 */

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
    const details = await fc.check(property, { seed: FUZZ_SEED, numRuns: RUNS, endOnFailure: true });
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

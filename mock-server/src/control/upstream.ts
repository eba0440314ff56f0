import { type CallName, callNames, codes } from '@tours/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { developerRefusal } from '../domain/index.js';
import { parseWith } from '../runtime/parse-with.js';
import { unrecordableCalls } from '../runtime/recording-policy.js';
import { coupledGroups, visitorCapableCalls } from '../upstream/coupled-calls.js';
import type { Upstream } from '../upstream/upstream.js';

const mockedInput = z.object({ mocked: z.array(z.string().max(200)).max(500) });
const recordInput = z.object({ calls: z.array(z.enum(callNames as [CallName, ...CallName[]])).max(callNames.length) });

/**
 * The real backend behind this server, per world: which calls it still mocks (GET/PUT /upstream) and
 * where the backend's answers break the contract (GET/DELETE /drift). Without --upstream they say so.
 */
export async function upstreamRoutes(app: FastifyInstance) {
  const { worlds, upstream } = app.mock;
  const required = (): Upstream => {
    if (!upstream)
      throw developerRefusal(
        codes.conflict,
        'This mock server has no real backend: start it with --upstream <base URL> (README "Against a real backend")',
      );
    return upstream;
  };

  const view = (request: FastifyRequest) => {
    const world = worlds.forRequest(request).name;
    const base = { world, groups: coupledGroups, visitorCalls: visitorCapableCalls };
    if (!upstream) return { ...base, upstream: null, timeoutMs: null, mocked: callNames, forwarded: [] as CallName[] };
    const mocked = upstream.mocked(world);
    return {
      ...base,
      upstream: upstream.address,
      timeoutMs: upstream.timeoutMs,
      mocked,
      forwarded: callNames.filter((name) => !mocked.includes(name)),
      tokensForwarded: upstream.forwardsToken(world),
    };
  };

  app.get('/upstream', async (request) => view(request));

  app.put('/upstream', async (request) => {
    const { mocked } = parseWith(mockedInput, request.body);
    required().setMocked(worlds.forRequest(request).name, mocked);
    return view(request);
  });

  /**
   * Recording: each answer the backend gives to a listed call is saved into the world as an answer override matched on
   * the request's fields (runtime/overrides.ts), so the world replays it after the backend is gone. A call whose
   * request carries a secret is never recorded, and the answer says which were left out and why.
   */
  const unrecordable = unrecordableCalls();
  const recordView = (request: FastifyRequest, asked: readonly CallName[] = []) => {
    const world = worlds.forRequest(request).name;
    const notRecorded = asked.flatMap((call) => {
      const why = unrecordable.get(call);
      return why ? [{ call, why }] : [];
    });
    return { world, upstream: upstream?.address ?? null, recording: upstream?.recording(world) ?? [], notRecorded };
  };
  app.get('/record', async (request) => recordView(request));
  app.put('/record', async (request) => {
    const { calls } = parseWith(recordInput, request.body);
    required().setRecording(
      worlds.forRequest(request).name,
      calls.filter((call) => !unrecordable.has(call)),
    );
    return recordView(request, calls);
  });

  app.get('/drift', async (request) => {
    const world = worlds.forRequest(request).name;
    const report = upstream?.drift(world);
    const entries = report?.list() ?? [];
    return { world, upstream: upstream?.address ?? null, total: entries.length, dropped: report?.dropped ?? 0, entries };
  });

  app.delete('/drift', async (request) => {
    required().drift(worlds.forRequest(request).name).clear();
    return { cleared: true };
  });
}

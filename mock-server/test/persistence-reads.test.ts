import type { CallInput, CallName } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { READ_CALLS } from '../src/runtime/read-calls.js';
import { login } from './fixtures.js';
import { build, callApi } from './helper.js';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A payload each read call answers 200 to, so the check below sees the call really run. */
const payloads: { [N in CallName]?: CallInput<N> } = {
  'product.search': { pageSize: 10 },
  'product.detail': { id: 3 },
  'product.appointment': { id: 3, startDate: day(1), endDate: day(20) },
  'article.detail': { id: 1 },
  'article.list': { categoryId: 1 },
  'content.list': { categoryId: 1 },
  'dict-data.list': { dictType: 'mall_duration_selection' },
  'member.product.comment.page': { spuId: 1 },
  'member.merchant.detail.check': { merchantId: 1 },
  'trade.order.get-detail': { id: 1 },
};

/** A world's data as text (about 12 ms at the default seed): two equal texts, an unchanged world. */
const snapshot = (app: FastifyInstance) => JSON.stringify(app.mock.worlds.get('default').state);

/** A logged-in customer on a fresh app whose world has answered one search (the first request ticks its clock). */
async function readyApp() {
  const app = await build();
  const token = await login(app);
  await callApi(app, 'product.search', {}, { token });
  return { app, token };
}

/** Runs every read call once; the refused ones. */
async function readAll(app: FastifyInstance, token: string, afterEach: (name: CallName) => void = () => undefined) {
  const refused: string[] = [];
  for (const name of READ_CALLS) {
    const body = await callApi(app, name, (payloads[name] ?? {}) as CallInput<typeof name>, { token });
    if (body.code !== 200) refused.push(`${name}: ${body.code} ${body.message}`);
    afterEach(name);
  }
  return refused;
}

describe('READ_CALLS', () => {
  // The world is compared once around all the calls: two snapshots around each of two dozen calls would be most of the
  // test's time, on a busy machine past its timeout. Only when the world changed does a fresh world name the call.
  it('lists only calls that leave their world as it was (they are never saved)', async () => {
    const { app, token } = await readyApp();
    const before = snapshot(app);
    expect(await readAll(app, token)).toEqual([]);
    if (snapshot(app) === before) return;

    const fresh = await readyApp();
    const writers: string[] = [];
    let last = snapshot(fresh.app);
    await readAll(fresh.app, fresh.token, (name) => {
      const now = snapshot(fresh.app);
      if (now !== last) writers.push(name);
      last = now;
    });
    expect.fail(`Read calls changed their world: ${writers.join(', ') || 'none alone on a fresh world, but all together did'}`);
  });
});

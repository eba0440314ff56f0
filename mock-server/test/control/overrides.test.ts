import { join } from 'node:path';
import { codes } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { login } from '../fixtures.js';
import { build, callApi, callRequest, refusal } from '../helper.js';
import { mswWorldPerBlock } from '../msw-world.js';
import { stateFileApps } from '../state-file-apps.js';

const override = (app: FastifyInstance, body: unknown) => app.inject({ method: 'POST', url: '/__mock/overrides', payload: body as object });
const overrides = async (app: FastifyInstance) => (await app.inject({ url: '/__mock/overrides' })).json().overrides;
const detail = async (app: FastifyInstance, id: number) => (await callApi(app, 'product.detail', { id, currencyId: 1 })).data;

describe('POST /__mock/overrides', () => {
  it('patches one tour: the matched tour shows the patch over the rest of its answer, another tour is untouched', async () => {
    const app = await build();
    const [before7, before8] = [await detail(app, 7), await detail(app, 8)];
    const longName = 'A very long tour name '.repeat(14).slice(0, 300);
    const set = await override(app, {
      call: 'product.detail',
      match: { id: 7 },
      patch: { name: longName, sliderPicUrls: [], adultPrice: 0 },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().override).toMatchObject({ id: 1, call: 'product.detail', match: { id: 7 }, remaining: null });
    expect(await detail(app, 7)).toEqual({ ...before7, name: longName, sliderPicUrls: [], adultPrice: 0 });
    expect(await detail(app, 8)).toEqual(before8);
    // Until cleared: a second visit sees it too.
    expect((await detail(app, 7))?.name).toBe(longName);
  });

  it('answers a whole envelope once, then the domain answers again', async () => {
    const app = await build();
    await override(app, { call: 'product.search', times: 1, answer: { code: 500, message: 'Search is down' } });
    expect(await refusal(app, callRequest('product.search', { pageSize: 5 }))).toEqual({ code: 500, message: 'Search is down' });
    expect((await callApi(app, 'product.search', { pageSize: 5 })).data).toHaveLength(5);
    expect(await overrides(app)).toEqual([]);
  });

  it('merges an object patch into every row of a list answer, and replaces a list given whole', async () => {
    const app = await build();
    await override(app, { call: 'product.search', patch: { introduction: '' } });
    const rows = (await callApi(app, 'product.search', { pageSize: 5 })).data ?? [];
    expect(rows.map((row) => row.introduction)).toEqual(['', '', '', '', '']);
    const token = await login(app);
    await override(app, { call: 'trade.order.page', patch: { page: { list: [], total: 0 }, unpaidCount: 0 } });
    const orders = await callApi(app, 'trade.order.page', { pageNo: 1, pageSize: 10 }, { token });
    expect(orders.data).toMatchObject({ page: { list: [], total: 0 }, unpaidCount: 0 });
  });

  it('tries the newest override of a call first, and tells the journal which one answered', async () => {
    const app = await build();
    await override(app, { call: 'category.list', answer: { code: 200, data: [] } });
    await override(app, { call: 'category.list', times: 1, answer: { code: 409, message: 'Busy' } });
    expect((await refusal(app, callRequest('category.list'))).message).toBe('Busy');
    expect((await callApi(app, 'category.list')).data).toEqual([]);
    const journal = (await app.inject({ url: '/__mock/journal?call=category.list' })).json().entries;
    expect(journal.map((entry: { override?: number }) => entry.override)).toEqual([1, 2]);
  });

  it('refuses an override the shop would reject, naming the field, unless it is lenient', async () => {
    const app = await build();
    const priceAsWord = await override(app, { call: 'product.detail', match: { id: 7 }, patch: { adultPrice: 'free' } });
    expect(priceAsWord.statusCode).toBe(400);
    expect(priceAsWord.json().message).toMatch(/^patch\.adultPrice: /);
    const misspelt = await override(app, { call: 'product.detail', patch: { nmae: 'x' } });
    expect(misspelt.json().message).toMatch(/^patch\.nmae: not a field of this answer/);
    const noList = await override(app, { call: 'product.search', answer: { code: 200, data: { list: [] } } });
    expect(noList.json().message).toMatch(/^answer\.data: /);
    const both = await override(app, { call: 'category.list', answer: { code: 200, data: [] }, patch: {} });
    expect(both.json().message).toMatch(/^answer: give either answer/);
    expect(await overrides(app)).toEqual([]);

    const lenient = await override(app, { call: 'product.detail', match: { id: 7 }, patch: { adultPrice: 'free' }, lenient: true });
    expect(lenient.statusCode).toBe(200);
    const answer = await app.inject(callRequest('product.detail', { id: 7, currencyId: 1 }));
    expect(answer.json()).toMatchObject({ code: 200, data: { adultPrice: 'free' } });
  });

  it('lists, clears one, replaces the set and clears all', async () => {
    const app = await build();
    await override(app, { call: 'category.list', answer: { code: 200, data: [] } });
    await override(app, { call: 'city.list', times: 2, answer: { code: 200, data: { list: [] } } });
    expect((await overrides(app)).map((o: { id: number; remaining: number | null }) => [o.id, o.remaining])).toEqual([
      [1, null],
      [2, 2],
    ]);
    const json = { 'content-type': 'application/json' };
    expect((await app.inject({ method: 'DELETE', url: '/__mock/overrides/1', headers: json })).json().overrides).toHaveLength(1);
    expect((await app.inject({ method: 'DELETE', url: '/__mock/overrides/1', headers: json })).statusCode).toBe(404);
    const exported = await overrides(app);
    const replaced = await app.inject({ method: 'PUT', url: '/__mock/overrides', payload: { overrides: [...exported, { call: 'nope' }] } });
    expect(replaced.json().message).toMatch(/^overrides\[1\]\.call: /);
    expect(await overrides(app)).toEqual(exported);
    await app.inject({
      method: 'PUT',
      url: '/__mock/overrides',
      payload: { overrides: [{ call: 'country', answer: { code: 200, data: [] } }] },
    });
    expect((await overrides(app)).map((o: { call: string }) => o.call)).toEqual(['country']);
    expect((await app.inject({ method: 'DELETE', url: '/__mock/overrides', headers: json })).json().overrides).toEqual([]);
  });

  it('holds at most 16 MB of overrides in a world, refusing the one past it with a 409 that says so', async () => {
    const app = await build();
    // Each just under the 1 MB a control-plane request may carry: sixteen fit, the seventeenth does not.
    const big = (n: number) => ({ call: 'category.list', match: { n }, lenient: true, answer: { code: 200, data: 'x'.repeat(1_000_000) } });
    for (let n = 1; n <= 16; n += 1) expect((await override(app, big(n))).statusCode, `override ${n}`).toBe(200);
    const refused = await override(app, big(17));
    expect(refused.statusCode).toBe(codes.conflict);
    expect(refused.json().message).toMatch(/more than 16 MB/);
    expect(await overrides(app)).toHaveLength(16);
  });

  it('is gone after a reset, as faults are', async () => {
    const app = await build();
    await override(app, { call: 'category.list', answer: { code: 200, data: [] } });
    await app.inject({ method: 'POST', url: '/__mock/reset', headers: { 'content-type': 'application/json' } });
    expect(await overrides(app)).toEqual([]);
  });
});

describe('overrides and --state-file', () => {
  const { newFolder, start } = stateFileApps();

  it('keeps the overrides, and what a read used up, across a restart', async () => {
    const stateFile = join(newFolder('mock-overrides-'), 'state.json');
    const first = await start(stateFile);
    await override(first, { call: 'category.list', times: 2, answer: { code: 200, data: [] } });
    await override(first, { call: 'product.detail', match: { id: 7 }, patch: { name: 'Kept across restarts' } });
    expect((await callApi(first, 'category.list')).data).toEqual([]);

    const second = await start(stateFile);
    expect((await overrides(second)).map((o: { call: string; remaining: number | null }) => [o.call, o.remaining])).toEqual([
      ['category.list', 1],
      ['product.detail', null],
    ]);
    expect((await detail(second, 7))?.name).toBe('Kept across restarts');
  });
});

describe('GET /__mock/journal?match=', () => {
  it('finds the requests of a call whose payload has the given fields, newest first', async () => {
    const app = await build();
    const token = await login(app);
    for (const id of [3, 7, 7]) await callApi(app, 'product.detail', { id, currencyId: 1 }, { token });
    const found = await app.inject({ url: `/__mock/journal?call=product.detail&match=${encodeURIComponent('{"id":7}')}` });
    expect(found.json()).toMatchObject({ total: 2 });
    expect(found.json().entries.map((entry: { payload: { id: string } }) => entry.payload.id)).toEqual(['7', '7']);
    const none = await app.inject({ url: `/__mock/journal?call=product.detail&match=${encodeURIComponent('{"id":8}')}` });
    expect(none.json()).toMatchObject({ total: 0, entries: [] });
    const bad = await app.inject({ url: '/__mock/journal?match=[1]' });
    expect(bad.statusCode).toBe(codes.badRequest);
    expect(bad.json().message).toMatch(/^match: must be a JSON object/);
  });
});

describe('overrides in the browser preview', () => {
  const { origin } = mswWorldPerBlock();
  const json = { 'content-type': 'application/json' };

  it('answers from the same control routes and pipeline', async () => {
    const set = await fetch(`${origin}/__mock/overrides`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ call: 'product.detail', match: { id: 7 }, patch: { name: 'Shown in the preview' } }),
    });
    expect(set.status).toBe(200);
    const answer = await fetch(`${origin}/rest/api/product/detail`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'id=7&currencyId=1',
    });
    expect(await answer.json()).toMatchObject({ code: 200, data: { id: 7, name: 'Shown in the preview' } });
  });
});

describe('overrides in an exported state', () => {
  it('are exported beside the data and come back with an import, answers left and all', async () => {
    const app = await build();
    await override(app, { call: 'category.list', times: 2, answer: { code: 200, data: [] } });
    const exported = (await app.inject({ url: '/__mock/state' })).json();
    expect(exported.overrides).toMatchObject([{ call: 'category.list', remaining: 2 }]);

    const other = await build();
    const imported = await other.inject({ method: 'PUT', url: '/__mock/state', payload: exported });
    expect(imported.json()).toMatchObject({ imported: true, overrides: 1 });
    expect((await overrides(other)).map((o: { call: string; remaining: number | null }) => [o.call, o.remaining])).toEqual([
      ['category.list', 2],
    ]);
    expect((await callApi(other, 'category.list')).data).toEqual([]);
  });

  it('refuses an import whose override breaks the contract, leaving the world as it was', async () => {
    const app = await build();
    await override(app, { call: 'category.list', answer: { code: 200, data: [] } });
    const exported = (await app.inject({ url: '/__mock/state' })).json();
    const broken = { ...exported, overrides: [{ call: 'product.detail', patch: { adultPrice: 'free' } }] };
    const refused = await app.inject({ method: 'PUT', url: '/__mock/state', payload: broken });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^overrides\[0\]\.patch\.adultPrice: /);
    expect((await overrides(app)).map((o: { call: string }) => o.call)).toEqual(['category.list']);
    const withoutAny = { ...exported, overrides: undefined };
    await app.inject({ method: 'PUT', url: '/__mock/state', payload: withoutAny });
    expect(await overrides(app)).toEqual([]);
  });
});

import type { CallInput, CallName } from '@tours/contract';
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

describe('READ_CALLS', () => {
  it('lists only calls that leave their world as it was (they are never saved)', async () => {
    const app = await build();
    const token = await login(app);
    const world = app.mock.worlds.get('default');
    await callApi(app, 'product.search', {}, { token });
    const refused: string[] = [];
    for (const name of READ_CALLS) {
      const before = JSON.stringify(world.state);
      const body = await callApi(app, name, (payloads[name] ?? {}) as CallInput<typeof name>, { token });
      if (body.code !== 200) refused.push(`${name}: ${body.code} ${body.message}`);
      expect(JSON.stringify(world.state), name).toBe(before);
    }
    expect(refused).toEqual([]);
  });
});

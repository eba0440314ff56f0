import { anyEnvelope } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../src/runtime/json-body.js';
import { build } from '../helper.js';
import { login } from './support.js';
import { worldData } from './world-snapshot.js';

/** 100,000 arrays inside one another: 200 KB, well under the 1 MB body cap. */
const NESTED = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const UNCLOSED = '['.repeat(100_000);
const DEPTH_MESSAGE = `body: must not nest arrays and objects more than ${MAX_JSON_DEPTH} levels deep`;

async function post(app: FastifyInstance, url: string, payload: string, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (token) headers.authorization = token;
  return app.inject({ method: 'POST', url, headers, payload });
}

describe('deeply nested JSON on the JSON call (member/product/comment/add)', () => {
  it('is an envelope 400 naming the body, and the world is unchanged', async () => {
    const app = await build();
    const token = await login(app, 'demo');
    const before = worldData(app);
    for (const payload of [NESTED, UNCLOSED, `[{"orderId":1,"orderItemId":1,"content":${NESTED}}]`]) {
      const response = await post(app, '/rest/api/member/product/comment/add', payload, token);
      expect(response.statusCode).toBe(200);
      expect(anyEnvelope.parse(response.json())).toMatchObject({ code: 400, message: DEPTH_MESSAGE });
    }
    expect(worldData(app)).toEqual(before);
  });
});

describe('deeply nested JSON sent to a form call and to the control plane', () => {
  it('is refused with 400 naming the body, never a 500', async () => {
    const app = await build();
    const before = worldData(app);
    const search = await post(app, '/rest/api/product/search', NESTED);
    expect(anyEnvelope.parse(search.json())).toMatchObject({ code: 400, message: DEPTH_MESSAGE });
    for (const url of ['/__mock/clock/advance', '/__mock/faults', '/__mock/state', '/__mock/pact/state', '/__mock/worlds']) {
      const response = await post(app, url, `{"a":${NESTED}}`);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ code: 400, message: DEPTH_MESSAGE });
    }
    expect(worldData(app)).toEqual(before);
  });

  it('still accepts ordinary nesting, such as a whole exported state', async () => {
    const app = await build();
    const exported = (await app.inject({ url: '/__mock/state' })).body;
    const imported = await app.inject({
      method: 'PUT',
      url: '/__mock/state',
      headers: { 'content-type': 'application/json' },
      payload: exported,
    });
    expect(imported.statusCode).toBe(200);
  });
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[[[', quoted: 'say \\"[[[[[[" ok' }), 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['\\', [[['x']]]]), 3)).toBe(true);
    expect(nestsDeeperThan('"unterminated [[[[', 1)).toBe(false);
  });
});

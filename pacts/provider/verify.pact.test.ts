import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/index';
import { verifyPacts } from '../support/verify';

let app: FastifyInstance;
let baseUrl = '';

beforeAll(async () => {
  app = await buildApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(() => app.close());

describe('the mock server as the tour-api provider', () => {
  it('answers every interaction of the committed pact, each from its provider state', async () => {
    await expect(verifyPacts({ baseUrl, statesUrl: `${baseUrl}/__mock/pact/state` })).resolves.toBeDefined();
  });
});

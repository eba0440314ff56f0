import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/index';
import { MUTANTS } from '../mutants/mutants';
import { describeReport, runMutants } from '../mutants/run-mutants';

let app: FastifyInstance;
let baseUrl = '';

beforeAll(async () => {
  app = await buildApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(() => app.close());

describe('the pact against deliberately broken providers', () => {
  it('fails against every mutant that would break a screen', async () => {
    expect(MUTANTS.length).toBeGreaterThanOrEqual(25);
    const report = await runMutants({ provider: baseUrl, statesUrl: `${baseUrl}/__mock/pact/state` });
    expect(
      report.survivorsThatBreak.map(({ mutant }) => `${mutant.call}: ${mutant.name}`),
      describeReport(report),
    ).toEqual([]);
  });
});

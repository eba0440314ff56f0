import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/index';
import { type Answer, startBrokenProvider } from '../mutants/broken-provider';
import { answerViolations } from '../support/openapi-answers';
import { verifyPacts } from '../support/verify';

let app: FastifyInstance;
let baseUrl = '';

beforeAll(async () => {
  app = await buildApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(() => app.close());

describe("the mock's answers against docs/openapi.json", () => {
  it('match the document in every interaction of the pact, by an independent validator', async () => {
    const answers: { path: string; answer: Answer }[] = [];
    const provider = await startBrokenProvider(baseUrl, (path, answer) => answers.push({ path, answer }));
    try {
      await verifyPacts({ baseUrl: provider.baseUrl, statesUrl: `${baseUrl}/__mock/pact/state` });
    } finally {
      await provider.close();
    }
    const violations = answers.flatMap(({ path, answer }) => answerViolations(path, answer.body));
    expect(answers.length).toBeGreaterThanOrEqual(58);
    expect(violations).toEqual([]);
  });
});

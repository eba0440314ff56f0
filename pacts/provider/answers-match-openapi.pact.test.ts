import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/index';
import { type Answer, startBrokenProvider } from '../mutants/broken-provider';
import { PACTS_DIR } from '../support/names';
import { verifyPacts } from '../support/verify';

const OPENAPI = JSON.parse(readFileSync(join(PACTS_DIR, '..', 'docs', 'openapi.json'), 'utf8'));

/**
 * Ajv, not our zod, reads docs/openapi.json: a schema the document states wrongly, or an answer of the mock the
 * document refuses, shows here. OpenAPI 3.0's `nullable` is Ajv's own keyword; `example` is not a rule (strict off);
 * formats are descriptions in this document (its patterns carry the rules).
 */
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(OPENAPI, 'openapi.json');
const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function answerSchema(path: string): ValidateFunction | undefined {
  const operations = OPENAPI.paths[path] as Record<string, unknown> | undefined;
  const method = operations && Object.keys(operations)[0];
  if (!method) return undefined;
  return ajv.compile({
    $ref: `openapi.json#/${pointer('paths', path, method, 'responses', '200', 'content', 'application/json', 'schema')}`,
  });
}

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
    const violations = answers.flatMap(({ path, answer }) => {
      const validate = answerSchema(path);
      if (!validate) return [`${path}: no operation in docs/openapi.json`];
      if (validate(JSON.parse(answer.body))) return [];
      return (validate.errors ?? []).map((error) => `${path} ${error.instancePath}: ${error.message}`);
    });
    expect(answers.length).toBeGreaterThanOrEqual(58);
    expect(violations).toEqual([]);
  });
});

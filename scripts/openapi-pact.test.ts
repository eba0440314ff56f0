import { describe, expect, it } from 'vitest';
import { comparePact, describeFinding, exportedOpenApi } from './pact-compare.js';

/**
 * PactFlow's swagger-mock-validator, a tool that knows nothing of our zod, reads the committed pact against
 * docs/openapi.json: paths, methods, security, query parameters, content types, JSON bodies and every pinned
 * answer. It skips form-urlencoded bodies (it validates JSON bodies only); the OpenAPI-driven request test in
 * mock-server/test/http/openapi-requests.test.ts covers those fields from the document's side.
 */
describe('the committed pact against docs/openapi.json', () => {
  it('has no error in swagger-mock-validator', async () => {
    const outcome = await comparePact(exportedOpenApi);
    for (const warning of outcome.warnings) console.info(describeFinding(warning));
    expect(outcome.errors.map(describeFinding)).toEqual([]);
    expect(outcome.success).toBe(true);
  }, 60_000);
});

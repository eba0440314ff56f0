import { readFileSync } from 'node:fs';
import { calls, fullPath } from '@tours/contract';
import { describe, expect, it } from 'vitest';
import { openApiPath, renderOpenApi } from './export-openapi.js';

describe('docs/openapi.json', () => {
  it('is what `npm run openapi` writes from the registry today', () => {
    expect(readFileSync(openApiPath, 'utf8'), 'docs/openapi.json is stale: run `npm run openapi`').toBe(renderOpenApi());
  });

  it('documents every call with its method', () => {
    const doc = JSON.parse(renderOpenApi()) as { paths: Record<string, Record<string, { operationId: string }>> };
    for (const call of Object.values(calls)) {
      expect(doc.paths[fullPath(call)]?.[call.method.toLowerCase()]?.operationId).toBe(call.name);
    }
  });
});

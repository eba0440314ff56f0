import { readFileSync } from 'node:fs';
import { calls, codes as envelopeCodes } from '@tours/contract';
import { callRoutes, codes } from '@tours/contract/routes';
import { describe, expect, it } from 'vitest';
import { renderRoutes, routesPath } from './export-routes.js';

describe('contract/generated/routes.ts', () => {
  it('is what `npm run openapi` writes from the registry today', () => {
    expect(readFileSync(routesPath, 'utf8'), 'contract/generated/routes.ts is stale: run `npm run openapi`').toBe(renderRoutes());
  });

  it('routes every call of the registry as the registry does', () => {
    for (const call of Object.values(calls)) {
      const { method, path, encoding, auth, fieldOrder } = call;
      expect(callRoutes[call.name], call.name).toEqual({ method, path, encoding, auth, fieldOrder });
    }
    expect(Object.keys(callRoutes).sort()).toEqual(Object.keys(calls).sort());
  });

  it('carries the envelope codes of the contract', () => {
    expect(codes).toEqual(envelopeCodes);
  });
});

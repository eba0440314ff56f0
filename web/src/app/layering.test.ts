import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFilesUnder } from '../test/source-files';

/**
 * STYLE.md: each feature owns its calls. Screens and shared components reach the server only
 * through named query-option factories and mutation hooks (a feature's api.ts, or web/src/api/<family>.ts
 * for calls several features share), so a query key and its invalidation are written once.
 */
const SRC = join(import.meta.dirname, '..');
const PRIMITIVES = /\b(callQueryOptions|useCallMutation|useCallEnvelopeMutation|invalidateCall|callData|callSuccess|call)\b/;
const FROM_PRIMITIVES = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'((?:\.\.?\/)+api\/(?:query|client))'/g;

/** Where the primitives may be used: the api layer itself and each feature's api.ts. */
const isApiLayer = (path: string) => path.startsWith('api/') || path.endsWith('/api.ts');
/**
 * The payment command chains order/create and pay/submit; only checkout/api.ts uses it. The sitemap's lister pages
 * through the backend's listings with no screen and no query cache (server-render/site-pages.ts).
 */
const ALLOWED_ELSEWHERE = new Set(['features/checkout/firm-payment.ts', 'server-render/site-pages.ts']);

describe('layering', () => {
  it('screens, components and app/ import no call primitive: they use api.ts factories and hooks', () => {
    const offenders = sourceFilesUnder(SRC).flatMap((file) => {
      const path = relative(SRC, file).split('\\').join('/');
      if (isApiLayer(path) || ALLOWED_ELSEWHERE.has(path)) return [];
      const imports = [...readFileSync(file, 'utf8').matchAll(FROM_PRIMITIVES)];
      return imports.filter(([, names]) => PRIMITIVES.test(names ?? '')).map(([statement]) => `${path}: ${statement}`);
    });
    expect(offenders).toEqual([]);
  });
});

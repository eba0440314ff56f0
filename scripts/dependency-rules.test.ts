import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The rules of .dependency-cruiser.cjs (run over the repository by `npm run lint`), each proved to fail on a planted
 * import: a tree written to a temporary folder with the repository's folder names, cruised with the same rules.
 */
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IConfiguration;
const root = mkdtempSync(join(tmpdir(), 'dependency-rules-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let trees = 0;
/** Writes the files of one planted tree and answers the names of the rules its imports break. */
async function brokenRules(files: Record<string, string>): Promise<string[]> {
  const base = join(root, String(trees++));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), text);
  }
  const result = await cruise([...new Set(Object.keys(files).map((path) => path.split('/')[0] ?? ''))], {
    ruleSet: { forbidden: config.forbidden ?? [] },
    tsPreCompilationDeps: true,
    baseDir: base,
    validate: true,
  });
  if (typeof result.output === 'string') throw new Error(result.output);
  return [...new Set(result.output.summary.violations.map((violation) => violation.rule.name))].sort();
}

describe('the dependency rules', () => {
  it('refuse a relative import into another workspace, from a workspace or from the root scripts', async () => {
    expect(
      await brokenRules({
        'contract/src/index.ts': 'export const codes = {};\n',
        'mock-toolbar/src/clock.ts': "import { codes } from '../../contract/src/index';\nexport const c = codes;\n",
      }),
    ).toEqual(['workspaces-by-package-name']);
    expect(
      await brokenRules({
        'web/src/lib/session.ts': 'export const token = 1;\n',
        'scripts/bench/x.ts': "import { token } from '../../web/src/lib/session';\nexport const t = token;\n",
      }),
    ).toEqual(['workspaces-by-package-name']);
  });

  it('allow a relative import inside one workspace', async () => {
    expect(
      await brokenRules({
        'web/src/lib/session.ts': 'export const token = 1;\n',
        'web/src/app/shell.ts': "import { token } from '../lib/session';\nexport const t = token;\n",
      }),
    ).toEqual([]);
  });

  it('refuse a feature importing another feature', async () => {
    expect(
      await brokenRules({
        'web/src/features/blog/post.ts': 'export const post = 1;\n',
        'web/src/features/tours/tour.ts': "import { post } from '../blog/post';\nexport const t = post;\n",
      }),
    ).toEqual(['features-stay-apart']);
  });

  it("refuse the mock's code in the storefront and in the shop", async () => {
    const mock = { 'mock-server/src/app.ts': 'export const app = 1;\n' };
    expect(
      await brokenRules({ ...mock, 'storefront/src/main.ts': "import { app } from '../../mock-server/src/app';\nexport const m = app;\n" }),
    ).toEqual(['storefront-holds-no-mock', 'workspaces-by-package-name']);
    expect(
      await brokenRules({ ...mock, 'web/src/lib/dev.ts': "import { app } from '../../../mock-server/src/app';\nexport const m = app;\n" }),
    ).toEqual(['shop-never-names-the-mock', 'workspaces-by-package-name']);
  });

  it("keep the mock's domain pure and its adapter code browser-safe", async () => {
    expect(
      await brokenRules({
        'mock-server/src/seed/tours.ts': 'export const tours = [];\n',
        'mock-server/src/domain/orders.ts': "import { tours } from '../seed/tours';\nexport const o = tours;\n",
      }),
    ).toEqual(['mock-domain-is-pure', 'mock-domain-never-seeds']);
    expect(
      await brokenRules({
        'mock-server/src/http/hooks.ts': 'export const hook = 1;\n',
        'mock-server/src/runtime/clock.ts':
          "import { cpus } from 'node:os';\nimport { hook } from '../http/hooks';\nexport const c = [cpus, hook];\n",
      }),
    ).toEqual(['mock-adapter-is-browser-safe']);
  });

  it('refuse a circle of imports, type-only ones included', async () => {
    expect(
      await brokenRules({
        'mock-server/src/store/journal.ts': "import type { World } from './worlds';\nexport type Entry = { world: World };\n",
        'mock-server/src/store/worlds.ts': "import type { Entry } from './journal';\nexport type World = { journal: Entry[] };\n",
      }),
    ).toEqual(['no-circular']);
  });
});

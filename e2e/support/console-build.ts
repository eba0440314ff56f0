import { execFileSync } from 'node:child_process';
import { repoRoot } from './web-build';

/**
 * The mock's console page (/__mock/) is a Vite build of the toolbar's sections that the mock server reads from
 * mock-toolbar/dist/console; built once per run (a few seconds), so a journey never meets a stale or missing page.
 */
/** Set by `npm test` (scripts/test-stages.mjs) when `npm run build:journeys` built the page earlier in the same run. */
export const CONSOLE_BUILT_ENV = 'E2E_CONSOLE_BUILT';

export function buildConsolePage(): void {
  execFileSync('npm', ['run', 'build:console'], { cwd: repoRoot, stdio: 'inherit' });
}

/**
 * `npm run build:journeys -- <folder>`: what the journeys' set-up would build, built ahead: the mock's console page, and
 * the preview for its sub-path into <folder>. `npm test` runs it beside lint and the type check, where a core is idle,
 * and tells its e2e stage (E2E_CONSOLE_BUILT, E2E_PREVIEW_BUILT) so that stage only starts the servers.
 */
import { buildConsolePage } from './console-build';
import { buildJourneyPreview } from './preview-setup';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: npm run build:journeys -- <folder for the preview build>');
  process.exit(2);
}
buildConsolePage();
await buildJourneyPreview(outDir);

import { buildPreview, startPreviewHost } from './preview-host';

export const PREVIEW_URL_ENV = 'E2E_PREVIEW_URL';
/** A folder where this run's preview is already built (`npm run build:journeys`, as `npm test` runs it): copied, not built. */
const PREVIEW_BUILT_ENV = 'E2E_PREVIEW_BUILT';

/** The tours the journeys open as drawn pages (e2e/preview/a-visitor-gets-pages-drawn-at-build-time.spec.ts): 1 and 2. */
const DRAWN_TOURS = 2;

/**
 * One static host for the run; workers learn its address from the environment. Its build draws only the tours the
 * journeys open as drawn pages: drawing the default two dozen held every run's start by some seconds.
 */
export default async function previewSetup() {
  if (process.env[PREVIEW_URL_ENV]) return undefined;
  const host = await startPreviewHost(undefined, { drawnTours: DRAWN_TOURS, built: process.env[PREVIEW_BUILT_ENV] });
  process.env[PREVIEW_URL_ENV] = host.baseURL;
  process.stdout.write(`e2e: browser-only preview on ${host.baseURL} (static files, no API server)\n`);
  return host.stop;
}

/** The preview as the journeys' set-up builds it, into `outDir`. */
export const buildJourneyPreview = (outDir: string) => buildPreview(outDir, { drawnTours: DRAWN_TOURS });

import { startPreviewHost } from './preview-host';

export const PREVIEW_URL_ENV = 'E2E_PREVIEW_URL';

/** One static host for the run; workers learn its address from the environment. */
export default async function previewSetup() {
  if (process.env[PREVIEW_URL_ENV]) return undefined;
  const host = await startPreviewHost();
  process.env[PREVIEW_URL_ENV] = host.baseURL;
  process.stdout.write(`e2e: browser-only preview on ${host.baseURL} (static files, no API server)\n`);
  return host.stop;
}

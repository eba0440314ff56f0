import type { FullConfig } from '@playwright/test';
import { startMockServer } from './mock-server';
import { BASE_URL_ENV } from './server-url';
import { ensureWebBuilt } from './web-build';

/**
 * Builds the web app when web/dist is stale, then starts one mock server for the whole run. Workers
 * inherit the environment set here, which is how they learn the server's address.
 */
export default async function globalSetup(_config: FullConfig) {
  const reused = process.env[BASE_URL_ENV];
  if (reused) return undefined;
  ensureWebBuilt();
  const server = await startMockServer();
  process.env[BASE_URL_ENV] = server.baseURL;
  process.stdout.write(`e2e: mock server on ${server.baseURL} (log: ${server.logFile})\n`);
  return server.stop;
}

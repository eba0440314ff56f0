import type { FullConfig } from '@playwright/test';
import { clearRecordedShapes } from '../../pacts/support/recorded-shapes';
import { startMockServer } from './mock-server';
import { isJourneyRun } from './request-shapes';
import { BASE_URL_ENV } from './server-url';
import { privateWebDist } from './web-build';

/**
 * Builds the web app when web/dist is stale, copies it aside, then starts one mock server for the whole run. Workers
 * inherit the environment set here, which is how they learn the server's address.
 */
export default async function globalSetup(config: FullConfig) {
  if (config.projects.some((project) => isJourneyRun(project.testDir))) clearRecordedShapes('e2e');
  const reused = process.env[BASE_URL_ENV];
  if (reused) return undefined;
  const web = privateWebDist();
  const server = await startMockServer(web.dir).catch((error: unknown) => {
    web.remove();
    throw error;
  });
  process.env[BASE_URL_ENV] = server.baseURL;
  process.stdout.write(`e2e: mock server on ${server.baseURL} (log: ${server.logFile})\n`);
  return async () => {
    await server.stop();
    web.remove();
  };
}

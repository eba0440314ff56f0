import type { FullConfig } from '@playwright/test';
import { clearRecordedShapes, journeyAnswers, journeyRequests } from '@tours/contract/testing/recorded-shapes';
import { buildConsolePage, CONSOLE_BUILT_ENV } from './console-build';
import { isJourneyRun } from './request-shapes';
import { BASE_URL_ENV, MOCK_URL_ENV, WEB_DIST_ENV } from './server-url';
import { startMockServer, startStorefront } from './servers';
import { privateWebDist } from './web-build';

/**
 * Builds the mock's console page, and the web app when web/dist is stale, copies it aside, then starts one mock backend and the storefront's server
 * in front of it for the whole run. Workers inherit the environment set here, which is how they learn the addresses.
 */
export default async function globalSetup(config: FullConfig) {
  if (config.projects.some((project) => isJourneyRun(project.testDir))) {
    clearRecordedShapes('e2e');
    journeyRequests.clear();
    journeyAnswers.clear();
  }
  const reused = process.env[BASE_URL_ENV];
  if (reused) return undefined;
  if (!process.env[CONSOLE_BUILT_ENV]) buildConsolePage();
  const web = privateWebDist();
  const mock = await startMockServer().catch((error: unknown) => {
    web.remove();
    throw error;
  });
  const storefront = await startStorefront(web.dir, mock.baseURL).catch(async (error: unknown) => {
    await mock.stop();
    web.remove();
    throw error;
  });
  process.env[BASE_URL_ENV] = storefront.baseURL;
  process.env[MOCK_URL_ENV] = mock.baseURL;
  process.env[WEB_DIST_ENV] = web.dir;
  process.stdout.write(`e2e: storefront on ${storefront.baseURL} (log: ${storefront.logFile}) in front of the mock on ${mock.baseURL}\n`);
  return async () => {
    await storefront.stop();
    await mock.stop();
    web.remove();
  };
}

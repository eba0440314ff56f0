import { randomUUID } from 'node:crypto';
import { type APIRequestContext, test as base, request } from '@playwright/test';
import { journeyAnswers, journeyRequests, saveRecordedShapes } from '@tours/contract/testing/recorded-shapes';
import { waitingForTheApp } from './app-ready';
import { MockControl } from './mock-control';
import { isJourneyRun, recordedAnswers, recordedRequests, recordedShapes, recordRequestShapes } from './request-shapes';
import { mockURL, serverURL } from './server-url';
import { requestTransport, ShopApi } from './shop-api';

const WORLD_HEADER = 'X-Mock-World';
export const WORLD_COOKIE = 'mock-world';
/** The shop's cookie that tells its server the visitor's language, currency and session (web/src/lib/visitor.ts). */
const VISITOR_COOKIE = 'shop-visitor';

export interface World {
  name: string;
  /** Requests in this world (X-Mock-World header), relative to the server's base URL. */
  request: APIRequestContext;
}

interface Fixtures {
  world: World;
  mock: MockControl;
  shop: ShopApi;
  /** Logs the page in as this account through the API; the token lands in local storage before any script runs. */
  logIn: (email: string, password: string) => Promise<string>;
  /** Sets the shop's language and currency in local storage before the page loads. */
  usePreferences: (preferences: { language?: 'en' | 'zh'; currencyId?: number }) => Promise<void>;
}

const worldName = (title: string) =>
  `e2e-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 30)}-${randomUUID().slice(0, 8)}`.replace(/-+/g, '-');

/**
 * Each test gets its own world: a fresh copy of the seeded shop with its own clock, outbox and faults.
 * The browser enters it by the mock-world cookie, API and control calls by the X-Mock-World header,
 * so tests never see each other's orders and can run in parallel against one server.
 */
interface WorkerFixtures {
  /** Saves what this worker's pages sent (request-shapes.ts) when the worker ends. */
  requestShapes: undefined;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  requestShapes: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; there are none.
    async ({}, use, workerInfo) => {
      await use(undefined);
      if (!isJourneyRun(workerInfo.project.testDir)) return;
      saveRecordedShapes('e2e', recordedShapes);
      journeyRequests.save(recordedRequests.values());
      journeyAnswers.save(recordedAnswers.values());
    },
    { scope: 'worker', auto: true },
  ],

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; there are none.
  baseURL: async ({}, use) => {
    await use(serverURL());
  },

  page: async ({ page }, use) => {
    await use(waitingForTheApp(page));
  },

  // The world lives in the mock backend: created, driven and deleted there, not through the shop's server.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; there are none.
  world: async ({}, use, testInfo) => {
    const baseURL = mockURL();
    const name = worldName(testInfo.title);
    const setup = await request.newContext({ baseURL });
    const created = await setup.post('/__mock/worlds', { data: { name } });
    if (created.status() !== 201) throw new Error(`creating world ${name}: HTTP ${created.status()} ${await created.text()}`);
    const worldRequest = await request.newContext({ baseURL, extraHTTPHeaders: { [WORLD_HEADER]: name } });
    await use({ name, request: worldRequest });
    await worldRequest.dispose();
    await setup.delete(`/__mock/worlds/${name}`, { headers: { 'content-type': 'application/json' } });
    await setup.dispose();
  },

  context: async ({ context, world, baseURL }, use) => {
    await context.addCookies([{ name: WORLD_COOKIE, value: world.name, url: baseURL ?? serverURL() }]);
    recordRequestShapes(context);
    await use(context);
  },

  mock: async ({ world }, use) => {
    await use(new MockControl(world.request));
  },

  shop: async ({ world }, use) => {
    await use(new ShopApi(requestTransport(world.request)));
  },

  logIn: async ({ context, shop }, use) => {
    await use(async (email, password) => {
      const token = await shop.logIn(email, password);
      // As a browser that logged in has it (lib/visitor.ts): the server then leaves the account's pages to the app.
      await context.addCookies([{ name: VISITOR_COOKIE, value: 'en.0.1', url: serverURL() }]);
      // Once per tab, so a later log out or a 201 that removes the token is not undone by a reload.
      await context.addInitScript((value) => {
        if (window.sessionStorage.getItem('e2e-token-set')) return;
        window.sessionStorage.setItem('e2e-token-set', '1');
        window.localStorage.setItem('token', value);
      }, token);
      return token;
    });
  },

  usePreferences: async ({ context }, use) => {
    await use(async ({ language, currencyId }) => {
      await context.addInitScript(
        ([lang, currency]) => {
          if (window.sessionStorage.getItem('e2e-preferences-set')) return;
          window.sessionStorage.setItem('e2e-preferences-set', '1');
          if (lang) window.localStorage.setItem('language', lang);
          if (currency) window.localStorage.setItem('currencyId', String(currency));
        },
        [language ?? '', currencyId ?? 0] as const,
      );
    });
  },
});

export { expect } from '@playwright/test';

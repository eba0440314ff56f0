import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { SERVED_MARK } from '@tours/preview/protocol';
import { DEMO } from './demo-data';
import { PREVIEW_BASE } from './preview-host';
import { PREVIEW_URL_ENV } from './preview-setup';
import { pageTransport, ShopApi } from './shop-api';

interface PreviewFixtures {
  /** The API through the test's page (pageTransport); open the preview (`page.goto('')`) before the first call. */
  api: ShopApi;
}

export const test = base.extend<PreviewFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; there are none.
  baseURL: async ({}, use) => {
    const url = process.env[PREVIEW_URL_ENV];
    if (!url) throw new Error(`${PREVIEW_URL_ENV} is not set: run through e2e/preview.config.ts`);
    await use(url);
  },
  api: async ({ page }, use) => use(new ShopApi(pageTransport(page))),
});

/**
 * The tour cards' pictures once the shop has taken the page over, drawn from the world the service worker answers
 * with: the preview has started. A page drawn at build time shows its cards from the first paint, before the worker
 * serves it; its #root names the visitor it was drawn for until the shop takes it over (web/src/app/server-state.ts).
 */
export const TOUR_CARD_PICTURE = '#root:not([data-drawn-for]) main article img';

/**
 * Waits until the preview has started on the open page: its service worker serves it and the shop has taken it over.
 * A page drawn at build time shows its headings and cards from the first paint, before either, so what a page shows is
 * no sign of it; a deep link opened before the worker serves reaches the static host, which has no such page.
 */
export async function previewStarted(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, SERVED_MARK);
  await page.locator('#root:not([data-drawn-for])').waitFor({ state: 'attached' });
}

interface WorkerVersion {
  versionId: string;
  runningStatus: 'stopped' | 'starting' | 'running' | 'stopping';
  status: 'new' | 'installing' | 'installed' | 'activating' | 'activated' | 'redundant';
}

/**
 * Does to the preview's service worker what Chromium does to an idle one after about 30 s: stops it, and its memory (the
 * world in it) is gone. It waits for the worker to be installed and active first, and returns once every version that
 * was running has stopped (the page's next request may start it again at once), so that request starts it afresh
 * rather than racing its stop.
 */
export async function stopTheIdleWorker(context: BrowserContext, page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const session = await context.newCDPSession(page);
  const versions = new Map<string, WorkerVersion>();
  const stopped = new Set<string>();
  session.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }: { versions: WorkerVersion[] }) => {
    for (const version of updated) {
      versions.set(version.versionId, version);
      if (version.runningStatus === 'stopped') stopped.add(version.versionId);
    }
  });
  await session.send('ServiceWorker.enable');
  await expect.poll(() => [...versions.values()].some((version) => version.status === 'activated')).toBe(true);
  const running = [...versions.values()].filter((version) => version.runningStatus !== 'stopped').map((version) => version.versionId);
  stopped.clear();
  for (const versionId of running) await session.send('ServiceWorker.stopWorker', { versionId });
  await expect.poll(() => running.every((versionId) => stopped.has(versionId))).toBe(true);
  await session.detach();
}

/**
 * For the journeys that stop the worker through DevTools (stopTheIdleWorker): on a loaded machine Chromium sometimes
 * closes the page just after such a stop, which a browser stopping an idle worker on its own does not do to a person.
 * What these journeys prove holds whenever they run, so they may run again, and the report names them flaky then.
 */
export function runAgainWhereChromiumClosesThePage(): void {
  test.describe.configure({ retries: 2 });
}

/** The seeded customer logs in through the preview's login page, as a person does, and lands in the account centre. */
export async function logInThroughTheForm(page: Page): Promise<void> {
  await page.goto('login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${PREVIEW_BASE}personalCenter`));
}

export { expect };

import { test as base, type Page } from '@playwright/test';
import { type CallData, type CallInput, type CallName, calls, type Envelope, encodeRequest, fullPath } from '@tours/contract';
import { PREVIEW_URL_ENV } from './preview-setup';
import type { ShopApi } from './shop-api';

/**
 * The preview's API as a test sees it: the same calls as ShopApi, sent by the page itself, since only a page
 * the preview's service worker controls reaches the mock (it lives in that page). The page must have opened
 * the preview first; calls wait until its mock runs.
 */
export class PageApi implements Pick<ShopApi, 'call' | 'data'> {
  constructor(private readonly page: Page) {}

  async call<N extends CallName>(name: N, payload: CallInput<N>, token?: string): Promise<Envelope<CallData<N>>> {
    const call = calls[name];
    const { url, init } = encodeRequest(call, fullPath(call), payload);
    if (typeof init.body === 'object') throw new Error(`${name}: multipart is not sent through PageApi`);
    const headers = { ...(init.headers as Record<string, string>), ...(token ? { Authorization: token } : {}) };
    const request = { url, method: init.method ?? 'POST', headers, body: init.body ?? null };
    // Until MSW runs, a request would reach the static host (preview/src/main.ts marks the moment).
    await this.page.waitForFunction(() => performance.getEntriesByName('preview:mock-started').length > 0);
    return this.page.evaluate(async ({ url, method, headers, body }) => {
      const response = await fetch(url, { method, headers, body });
      return response.json();
    }, request) as Promise<Envelope<CallData<N>>>;
  }

  async data<N extends CallName>(name: N, payload: CallInput<N>, token?: string): Promise<CallData<N>> {
    const envelope = await this.call(name, payload, token);
    if (envelope.code !== 200) throw new Error(`${name}: code ${envelope.code} ${envelope.message ?? envelope.msg ?? ''}`);
    return envelope.data as CallData<N>;
  }
}

interface PreviewFixtures {
  /** The API through the page; open the preview (`page.goto('')`) before the first call. */
  api: PageApi;
}

export const test = base.extend<PreviewFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; there are none.
  baseURL: async ({}, use) => {
    const url = process.env[PREVIEW_URL_ENV];
    if (!url) throw new Error(`${PREVIEW_URL_ENV} is not set: run through e2e/preview.config.ts`);
    await use(url);
  },
  api: async ({ page }, use) => use(new PageApi(page)),
});

export { expect } from '@playwright/test';

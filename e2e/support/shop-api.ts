import type { APIRequestContext, Page } from '@playwright/test';
import { type CallData, type CallInput, type CallName, calls, type Envelope, encodeRequest, fullPath } from '@tours/contract';
import { SERVED_MARK } from '@tours/preview/protocol';

/** One encoded call, as a transport sends it. */
interface EncodedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

/** Sends an encoded call and gives back the parsed envelope. */
export type CallTransport = (call: EncodedCall) => Promise<unknown>;

/** Through Playwright's request context: the test's world rides on its X-Mock-World header. */
export const requestTransport =
  (request: APIRequestContext): CallTransport =>
  async ({ url, method, headers, body }) => {
    const response = await request.fetch(url, { method, headers, data: body ?? undefined });
    if (!response.ok()) throw new Error(`${url}: HTTP ${response.status()} ${await response.text()}`);
    return response.json();
  };

/**
 * Through a page of the browser-only preview: only a page its service worker controls reaches the mock (it lives
 * in that worker). The page must have opened the preview; each call waits until the worker serves the page
 * (preview/src/main.ts marks the moment), since a request before would reach the static host.
 */
export const pageTransport =
  (page: Page): CallTransport =>
  async (call) => {
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, SERVED_MARK);
    return page.evaluate(async ({ url, method, headers, body }) => (await fetch(url, { method, headers, body })).json(), call);
  };

/**
 * The shop's REST API as a test sees it: calls by registry name, with an optional token, over a transport (the
 * test's world on the mock server, or a preview page). Used to check what the mock holds.
 */
export class ShopApi {
  constructor(private readonly transport: CallTransport) {}

  async call<N extends CallName>(name: N, payload: CallInput<N>, token?: string): Promise<Envelope<CallData<N>>> {
    // The contract's one encoder, so these requests are byte for byte what the storefront sends.
    const call = calls[name];
    const { url, init } = encodeRequest(call, fullPath(call), payload);
    if (typeof init.body === 'object') throw new Error(`${name}: multipart is not sent through ShopApi`);
    const headers = { ...(init.headers as Record<string, string>), ...(token ? { Authorization: token } : {}) };
    return (await this.transport({ url, method: init.method ?? 'POST', headers, body: init.body ?? null })) as Envelope<CallData<N>>;
  }

  /** The data of a call that must succeed. */
  async data<N extends CallName>(name: N, payload: CallInput<N>, token?: string): Promise<CallData<N>> {
    const envelope = await this.call(name, payload, token);
    if (envelope.code !== 200) throw new Error(`${name}: code ${envelope.code} ${envelope.message ?? envelope.msg ?? ''}`);
    return envelope.data as CallData<N>;
  }

  async logIn(email: string, password: string): Promise<string> {
    return (await this.data('verify.login', { username: email, password })).token;
  }
}

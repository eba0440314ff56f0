import type { APIRequestContext } from '@playwright/test';
import { type CallData, type CallInput, type CallName, calls, type Envelope, encodeRequest, fullPath } from '@tours/contract';

/**
 * The shop's REST API as a test sees it: calls by registry name, in the test's world (the request
 * context carries X-Mock-World), with an optional token. Used to check what the server holds.
 */
export class ShopApi {
  constructor(private readonly request: APIRequestContext) {}

  async call<N extends CallName>(name: N, payload: CallInput<N>, token?: string): Promise<Envelope<CallData<N>>> {
    // The contract's one encoder, so these requests are byte for byte what the storefront sends.
    const call = calls[name];
    const { url, init } = encodeRequest(call, fullPath(call), payload);
    if (typeof init.body === 'object') throw new Error(`${name}: multipart is not sent through ShopApi`);
    const headers = token ? { ...init.headers, Authorization: token } : init.headers;
    const response = await this.request.fetch(url, { method: init.method, headers, data: init.body });
    if (!response.ok()) throw new Error(`${name}: HTTP ${response.status()} ${await response.text()}`);
    return (await response.json()) as Envelope<CallData<N>>;
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

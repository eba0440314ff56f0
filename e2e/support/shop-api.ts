import type { APIRequestContext } from '@playwright/test';
import { type CallData, type CallInput, type CallName, calls, type Envelope, fullPath } from '@tours/contract';

type FormValue = string | number | boolean;

function formOf(payload: object): Record<string, FormValue> {
  const form: Record<string, FormValue> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    form[key] = Array.isArray(value) ? value.join(',') : (value as FormValue);
  }
  return form;
}

/**
 * The shop's REST API as a test sees it: calls by registry name, in the test's world (the request
 * context carries X-Mock-World), with an optional token. Used to check what the server holds.
 */
export class ShopApi {
  constructor(private readonly request: APIRequestContext) {}

  async call<N extends CallName>(name: N, payload: CallInput<N>, token?: string): Promise<Envelope<CallData<N>>> {
    const call = calls[name];
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = token;
    const url = fullPath(call);
    const response =
      call.method === 'GET'
        ? await this.request.get(url, { headers, params: formOf(payload as object) })
        : call.encoding === 'json'
          ? await this.request.post(url, { headers, data: payload })
          : await this.request.post(url, { headers, form: formOf(payload as object) });
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

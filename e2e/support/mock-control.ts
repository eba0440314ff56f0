import { type APIRequestContext, expect } from '@playwright/test';
import type { CallName } from '@tours/contract';

export interface ControlOrder {
  id: number;
  userId: number;
  status: number;
  payStatus: boolean;
  payPrice: number;
  currencyInco: string;
  email: string;
  closed?: boolean;
}

export interface OutboxEmail {
  to: string;
  subject?: string;
  text?: string;
  /** The language it is written in: the one the traveller used the shop in. */
  language?: 'en' | 'zh';
}

export interface FaultSpec {
  /** A registry call name, or '*' for every call. */
  call: string;
  delayMs?: number;
  errorCode?: number | null;
  errorMessage?: string;
  failureRate?: number;
}

/**
 * One answer override (mock-server README, "Answer overrides"): `call`'s requests that carry the `match` fields answer
 * `answer` (a whole envelope) or the seeded world's data with `patch` merged in, `times` times or until cleared.
 */
interface OverrideSpec {
  call: CallName;
  match?: Record<string, string | number | boolean | null>;
  times?: number;
  answer?: { code: number; message?: string; data?: unknown };
  patch?: unknown;
  lenient?: boolean;
}

/** A request the world answered, as GET /__mock/journal lists it; `override` names the override that answered it. */
interface JournalEntry {
  call: string;
  payload: unknown;
  code: number;
  message: string;
  override?: number;
}

/** The mock server's control plane (/__mock) for the test's world; the request context carries X-Mock-World. */
export class MockControl {
  constructor(private readonly request: APIRequestContext) {}

  private async json<T>(method: 'GET' | 'POST' | 'DELETE', path: string, data?: object): Promise<T> {
    // Every control-plane write is typed JSON, even without a body; the mock refuses any other.
    const headers: Record<string, string> = method === 'GET' ? {} : { 'content-type': 'application/json' };
    const response = await this.request.fetch(`/__mock${path}`, { method, data, headers });
    if (!response.ok()) throw new Error(`${method} /__mock${path}: HTTP ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  now(): Promise<{ now: string; offsetMs: number }> {
    return this.json('GET', '/clock');
  }

  advanceClock(by: { ms?: number; minutes?: number; hours?: number; days?: number }): Promise<{ now: string; offsetMs: number }> {
    return this.json('POST', '/clock/advance', by);
  }

  setClock(iso: string): Promise<{ now: string; offsetMs: number }> {
    return this.json('POST', '/clock/set', { iso });
  }

  async outbox(to?: string): Promise<OutboxEmail[]> {
    const query = to ? `?to=${encodeURIComponent(to)}` : '';
    return (await this.json<{ emails: OutboxEmail[] }>('GET', `/outbox${query}`)).emails;
  }

  /** The newest verification code sent to an address, waiting for the email to arrive. */
  async latestCode(email: string): Promise<string> {
    let code = '';
    await expect
      .poll(
        async () => {
          const response = await this.request.get(`/__mock/outbox/latest-code?email=${encodeURIComponent(email)}`);
          if (!response.ok()) return '';
          code = ((await response.json()) as { code: string }).code;
          return code;
        },
        { message: `a verification code emailed to ${email}` },
      )
      .toMatch(/^\d{6}$/);
    return code;
  }

  async orders(): Promise<ControlOrder[]> {
    return (await this.json<{ orders: ControlOrder[] }>('GET', '/orders')).orders;
  }

  async order(id: number): Promise<ControlOrder> {
    const order = (await this.orders()).find((o) => o.id === id);
    if (!order) throw new Error(`order ${id} is not among the world's last orders`);
    return order;
  }

  refund(orderId: number): Promise<{ status: number }> {
    return this.json('POST', `/orders/${orderId}/refund`);
  }

  complete(orderId: number): Promise<{ status: number }> {
    return this.json('POST', `/orders/${orderId}/complete`);
  }

  setSessionExpired(enabled: boolean): Promise<unknown> {
    return this.json('POST', '/session-expired', { enabled });
  }

  setFault(fault: FaultSpec): Promise<unknown> {
    return this.json('POST', '/faults', fault);
  }

  clearFaults(): Promise<unknown> {
    return this.json('DELETE', '/faults');
  }

  /** Sets an override in the test's world; refused (HTTP 400 naming the field) when the shop's client would reject its answer. */
  async setOverride(override: OverrideSpec): Promise<number> {
    return (await this.json<{ override: { id: number } }>('POST', '/overrides', override)).override.id;
  }

  /** The requests of `call` that carried every field of `match` (equal as text: "7" is 7), newest first, and their count. */
  journal(call: CallName, match: Record<string, unknown> = {}): Promise<{ total: number; entries: JournalEntry[] }> {
    const query = new URLSearchParams({ call, match: JSON.stringify(match) });
    return this.json('GET', `/journal?${query}`);
  }

  /** The world's whole state, as the server holds it (a few MB; use sparingly). */
  state<T = Record<string, unknown>>(): Promise<T> {
    return this.json('GET', '/state');
  }
}

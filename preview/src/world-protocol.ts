import type { WalletPayment } from '../../mock-server/src/domain/index.js';

/**
 * The messages between the page and the world worker. The page's MSW handlers forward each request they catch
 * as plain data (bodies as bytes, transferred); the worker answers it from the world with the mock's own
 * handlers, or says it has none (then the request goes to the static host).
 */
export interface SentRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface SentResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

export type WalletMove = 'approve' | 'cancel';

export type WorldAsk =
  | { kind: 'open'; storeName: string; basePath: string; now: number }
  | { kind: 'fetch'; request: SentRequest }
  | { kind: 'wallet-view'; token: string }
  | { kind: 'wallet-move'; move: WalletMove; token: string; origin: string };

export type WorldAnswer =
  | { kind: 'opened'; seeded: boolean }
  | { kind: 'response'; response: SentResponse | null }
  | { kind: 'wallet-view'; payment: WalletPayment | null }
  | { kind: 'wallet-moved'; redirectTo: string }
  | { kind: 'failed'; message: string }
  /** Unasked (id 0): another tab changed the world, which this tab's worker has now loaded. */
  | { kind: 'changed-elsewhere' };

export interface Numbered<T> {
  id: number;
  message: T;
}

export async function sentRequest(request: Request): Promise<SentRequest> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return { url: request.url, method: request.method, headers: [...request.headers], body };
}

export async function sentResponse(response: Response): Promise<SentResponse> {
  return { status: response.status, statusText: response.statusText, headers: [...response.headers], body: await response.arrayBuffer() };
}

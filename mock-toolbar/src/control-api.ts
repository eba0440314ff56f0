import { MOCK_CHANGED_EVENT } from '@tours/web/mock-changed';

/**
 * The control plane on the page's own origin: Vite proxies /__mock to the mock server in `npm run dev`, and
 * the preview's service worker answers the same paths in the browser. Refusals come as `{ code, message }` with an
 * HTTP 4xx or 5xx.
 */
const CONTROL_BASE = '/__mock';

export class ControlRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const refusalText = (body: unknown, status: number): string => {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message;
  return `HTTP ${status}`;
};

async function send(path: string, init: RequestInit): Promise<Response> {
  const response = await fetch(`${CONTROL_BASE}${path}`, { ...init, headers: { Accept: 'application/json', ...init.headers } });
  if (response.ok) return response;
  const body: unknown = await response.json().catch(() => null);
  throw new ControlRefusal(refusalText(body, response.status), response.status);
}

/** Every control-plane write is typed JSON, with a body or without: the control plane refuses any other. */
const JSON_WRITE = { 'Content-Type': 'application/json' };

/** A control-plane call; a JSON body when one is given (the control plane takes JSON only). */
export async function control(path: string, method = 'GET', body?: unknown): Promise<unknown> {
  const headers = method === 'GET' ? {} : JSON_WRITE;
  const init: RequestInit = body === undefined ? { method, headers } : { method, body: JSON.stringify(body), headers };
  return (await send(path, init)).json();
}

/** The raw answer, for the state export (a file to save) and import (a file's text sent as it is). */
export async function controlRaw(path: string, method = 'GET', text?: string): Promise<Response> {
  const headers = method === 'GET' ? {} : JSON_WRITE;
  return send(path, text === undefined ? { method, headers } : { method, body: text, headers });
}

/** Tells the shop its data changed under it, so it refetches (the app listens; see lib/mock-changed.ts). */
export const announceMockChange = () => window.dispatchEvent(new CustomEvent(MOCK_CHANGED_EVENT));

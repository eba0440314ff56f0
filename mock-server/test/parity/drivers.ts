import type { CallName } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { callRequest } from '../helper.js';

/** One HTTP exchange, as both stacks see it. */
export interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Received {
  status: number;
  headers: Record<string, string>;
  text: string;
}

export type Send = (request: Sent) => Promise<Received>;

/** The Node mock, through app.inject (no socket, the same Fastify app the server runs), reached under `host`. */
export const injectSender =
  (app: FastifyInstance, host: string): Send =>
  async ({ method, url, headers, body }) => {
    const response = await app.inject({ method: method as 'GET', url, headers: { host, ...headers }, payload: body });
    const flat = Object.fromEntries(Object.entries(response.headers).map(([key, value]) => [key, String(value)]));
    return { status: response.statusCode, headers: flat, text: response.body };
  };

/** The MSW handlers, through fetch to an origin no server has (setupServer intercepts it). */
export const fetchSender =
  (origin: string): Send =>
  async ({ method, url, headers, body }) => {
    const response = await fetch(`${origin}${url}`, { method, headers, body });
    return { status: response.status, headers: Object.fromEntries(response.headers), text: await response.text() };
  };

export interface CallOptions {
  token?: string;
  language?: string;
  /** Overrides of the encoded request, to send what the shop never would (a wrong Content-Type). */
  headers?: Record<string, string>;
  body?: string;
}

/** A registry call encoded by the contract's one encoder (through the tests' callRequest), so both stacks get the same bytes. */
export function callSent(name: CallName, payload: Parameters<typeof callRequest>[1], options: CallOptions = {}): Sent {
  const request = callRequest(name, payload, { token: options.token });
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.headers ?? {})) if (typeof value === 'string') headers[key] = value;
  if (options.language) headers['accept-language'] = options.language;
  Object.assign(headers, options.headers);
  const body = options.body ?? (typeof request.payload === 'string' ? request.payload : undefined);
  return { method: String(request.method), url: String(request.url), headers, body };
}

/** A control-plane request: JSON body or none, typed JSON on every write, as the console and the toolbar send them. */
export function controlSent(method: string, path: string, body?: unknown): Sent {
  if (body === undefined) return { method, url: `/__mock${path}`, headers: method === 'GET' ? {} : { 'content-type': 'application/json' } };
  return { method, url: `/__mock${path}`, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

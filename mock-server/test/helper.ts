import { type CallData, type CallName, calls, type Envelope, envelope, fullPath } from '@tours/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect, onTestFinished } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.js';

/** A fresh app per test, closed when the test ends (after fastify/demo's test/helper.ts). */
export async function build(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({ validateResponses: true, ...options });
  onTestFinished(() => app.close());
  return app;
}

export interface CallOptions {
  token?: string;
  world?: string;
}

type Payload = Record<string, unknown> | unknown[];

/** Form and query encoding as the web client does it: id lists comma-joined, undefined left out. */
export function formEncode(payload: Payload): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value !== undefined) form.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return form.toString();
}

/** The inject options of a registry call, encoded per its entry. */
export function callRequest(name: CallName, payload: Payload = {}, options: CallOptions = {}): InjectOptions {
  const call = calls[name];
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = options.token;
  if (options.world) headers['x-mock-world'] = options.world;
  const url = fullPath(call);
  if (call.encoding === 'query') return { method: call.method, url: `${url}?${formEncode(payload)}`, headers };
  if (call.encoding === 'json')
    return { method: call.method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) };
  return {
    method: call.method,
    url,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: formEncode(payload),
  };
}

/** Sends a call and parses the answer with the contract's envelope of that call: HTTP 200, always. */
export async function callApi<N extends CallName>(
  app: FastifyInstance,
  name: N,
  payload: Payload = {},
  options: CallOptions = {},
): Promise<Envelope<CallData<N>>> {
  const response = await app.inject(callRequest(name, payload, options));
  expect(response.statusCode).toBe(200);
  return envelope(calls[name].data).parse(response.json()) as Envelope<CallData<N>>;
}

/** The envelope of an answer that must be a refusal (any call; data is not checked). */
export async function refusal(app: FastifyInstance, request: InjectOptions) {
  const response = await app.inject(request);
  expect(response.statusCode).toBe(200);
  const body = envelope(calls['product.search'].data).parse(response.json());
  expect(body.code).not.toBe(200);
  return body;
}

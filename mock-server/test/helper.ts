import { type CallData, type CallName, calls, type Envelope, encodeFields, encodeRequest, envelope, fullPath } from '@tours/contract';
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
  /** Sent as Accept-Language, as the shop sends its interface language. */
  acceptLanguage?: string;
}

type Payload = Record<string, unknown> | unknown[];

/** Form fields as every client sends them (the contract's one encoder), for bodies that are not a registry call. */
export function formEncode(payload: Record<string, unknown>): string {
  return encodeFields({ fieldOrder: [] }, payload).toString();
}

/** The inject options of a registry call, encoded per its entry by the contract's one encoder, as the web sends it. */
export function callRequest(name: CallName, payload: Payload = {}, options: CallOptions = {}): InjectOptions {
  const call = calls[name];
  const encoded = encodeRequest(call, fullPath(call), payload);
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(encoded.init.headers)) headers[key.toLowerCase()] = value;
  if (options.token) headers.authorization = options.token;
  if (options.world) headers['x-mock-world'] = options.world;
  if (options.acceptLanguage) headers['accept-language'] = options.acceptLanguage;
  const request: InjectOptions = { method: call.method, url: encoded.url, headers };
  const body = encoded.init.body;
  if (typeof body === 'string') request.payload = body;
  else if (body) {
    headers['content-type'] = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;
    request.payload = multipartText(name, body);
  }
  return request;
}

const MULTIPART_BOUNDARY = 'mock-server-test-boundary';

/** The encoder's FormData as inject's text (a browser would write it; inject needs it now): text fields only. */
function multipartText(name: CallName, form: FormData): string {
  let text = '';
  for (const [key, value] of form) {
    if (typeof value !== 'string') throw new Error(`${name}: files are sent by hand in the upload tests`);
    text += `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  }
  return `${text}--${MULTIPART_BOUNDARY}--\r\n`;
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

/** A request asking for its messages in a language, as a browser's Accept-Language does. */
export const inLanguage = (request: InjectOptions, acceptLanguage: string): InjectOptions => ({
  ...request,
  headers: { ...(request.headers as Record<string, string>), 'accept-language': acceptLanguage },
});

import { anyEnvelope, type Envelope } from '@tours/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { checkInvariants, type State } from '../../src/domain/index.js';
import { DEFAULT_WORLD } from '../../src/store/worlds.js';
import { DEMO_ACCOUNTS } from '../../src/world/index.js';
import { callApi } from '../helper.js';

/** The fuzzers' fast-check seed: fixed, so a failure reproduces; FUZZ_SEED=<the seed a failure printed> replays another. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_260_801);

/** The default world's state, read straight from the app services, for invariant checks. */
export function stateOf(app: FastifyInstance): State {
  return app.mock.worlds.get(DEFAULT_WORLD).state;
}

export function expectConsistent(app: FastifyInstance): void {
  expect(checkInvariants(stateOf(app))).toEqual([]);
}

export type Account = keyof typeof DEMO_ACCOUNTS;

/** A real token through the login call, so the tests exercise the same session path as the shop. */
export async function login(app: FastifyInstance, account: Account): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS[account];
  const body = await callApi(app, 'verify.login', { username: email, password });
  expect(body.code).toBe(200);
  const token = body.data?.token;
  if (!token) throw new Error(`login of ${account} gave no token`);
  return token;
}

export function userIdOf(app: FastifyInstance, account: Account): number {
  const user = stateOf(app).users.find((u) => u.email === DEMO_ACCOUNTS[account].email);
  if (!user) throw new Error(`no seeded user ${account}`);
  return user.id;
}

/**
 * What every /rest/api answer must be, whatever was sent: HTTP below 500 and a JSON envelope whose
 * code is below 500. Returns a description of the breach instead of throwing, so a fuzz property can
 * report the request that caused it.
 */
export function envelopeBreach(statusCode: number, body: string): string | null {
  if (statusCode >= 500) return `HTTP ${statusCode}: ${body.slice(0, 300)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `not JSON (HTTP ${statusCode}): ${body.slice(0, 300)}`;
  }
  const result = anyEnvelope.safeParse(parsed);
  if (!result.success) return `not an envelope: ${body.slice(0, 300)}`;
  if (result.data.code >= 500) return `envelope code ${result.data.code}: ${result.data.message ?? ''}`;
  return null;
}

/** Sends a request and asserts the envelope rule; returns the envelope for further checks. */
export async function answer(app: FastifyInstance, request: InjectOptions): Promise<Envelope> {
  const response = await app.inject(request);
  expect(envelopeBreach(response.statusCode, response.body)).toBeNull();
  return anyEnvelope.parse(response.json());
}

/** A PNG signature: enough for the upload's magic-number check. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

export interface Part {
  field: string;
  filename: string;
  type: string;
  content: Buffer;
}

/** A hand-built multipart body, so a test controls every byte of names and types. */
export function multipart(parts: Part[], token?: string): InjectOptions {
  const boundary = '----robustness-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
      'utf8',
    ),
    part.content,
    Buffer.from('\r\n'),
  ]);
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' };
  if (token) headers.authorization = token;
  return {
    method: 'POST',
    url: '/rest/api/file/upload',
    headers,
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  };
}

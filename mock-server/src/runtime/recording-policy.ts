import { type CallName, calls } from '@tours/contract';
import { tokenOf } from './answer-call.js';
import { isRecord } from './override-checks.js';

/**
 * What a recording of a real backend (PUT /__mock/record) may keep. A recording is written into the world and from
 * there into exports and --state-file: it keeps what a person could read aloud in a bug report, never a secret.
 */

/** Request fields that carry a secret of the person who sent them: a password, an emailed code, a card, an identity. */
const SECRET_REQUEST_FIELDS = new Set([
  'password',
  'code',
  'verificationCode',
  'cardNumber',
  'cardExpiry',
  'cardSecurityCode',
  'number',
  'IDNumber',
  'identityCode',
]);

/** The calls recording refuses, each with why: its request carries a secret, which the recording would match on. */
export function unrecordableCalls(): Map<CallName, string> {
  const refused = new Map<CallName, string>();
  for (const [name, call] of Object.entries(calls) as [CallName, (typeof calls)[CallName]][]) {
    const shape: unknown = Reflect.get(call.request, 'shape');
    const secrets = isRecord(shape) ? Object.keys(shape).filter((field) => SECRET_REQUEST_FIELDS.has(field)) : [];
    if (secrets.length > 0) {
      refused.set(name, `its request carries ${secrets.join(', ')}: a recording keeps the request it answers, and no secret is kept`);
    }
  }
  return refused;
}

/** Words of an answer field's name that say its value is a secret (`apiKey`, `accessToken`, `Authorization`). */
const SECRET_WORDS = new Set(['token', 'secret', 'key', 'password', 'authorization', 'credential', 'credentials']);

/** Whether a field's name says secret: one of its words (camelCase, snake_case or kebab-case) is a secret word. */
export function namesASecret(field: string): boolean {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((word) => SECRET_WORDS.has(word));
}

export const WITHHELD = 'withheld-from-the-recording';

/** The answer's data with every field whose name says secret withheld, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, namesASecret(key) && inner !== null ? WITHHELD : withoutSecrets(inner)]),
  );
}

/**
 * The session a recorded answer belongs to: the SHA-256 of the token it was asked with, hex. A recording of a call made
 * with a token answers only a caller with the same token, and the world keeps the digest, never the token.
 */
async function sessionKeyOf(token: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The session key of a request's Authorization header; null without a token. */
export async function sessionKeyOfHeader(authorization: string | null | undefined): Promise<string | null> {
  const token = tokenOf(authorization);
  return token ? sessionKeyOf(token) : null;
}

/** A session key as the world keeps it. */
export const SESSION_KEY = /^[0-9a-f]{64}$/;

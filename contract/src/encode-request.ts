/**
 * The one request encoder (STYLE: "one request encoder shared by the client, the tests, the bench and
 * the pacts"). Zod-free on purpose: it needs only a call's route (method, encoding, field order), so the
 * web client reaches it through `@tours/contract/routes` without shipping the schemas to the browser.
 */
import type { CallDefinition } from './define-call.js';

type Scalar = string | number | boolean;

function formValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((v: Scalar) => String(v)).join(',');
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Form bodies and queries list the fields in the registry's fieldOrder: Pact compares form bodies as
 * exact strings, so the order must never depend on how a caller built its object. Fields outside the
 * registry order follow in the caller's order. Arrays travel comma-joined (`cityIds=1,2`), booleans as
 * 'true'/'false', and undefined or null fields are left out.
 */
export function encodeFields(definition: Pick<CallDefinition, 'fieldOrder'>, payload: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (payload === null || typeof payload !== 'object') return params;
  const record = payload as Record<string, unknown>;
  const known = new Set(definition.fieldOrder);
  const keys = [...definition.fieldOrder, ...Object.keys(record).filter((key) => !known.has(key))];
  for (const key of keys) {
    const text = formValue(record[key]);
    if (text !== undefined) params.append(key, text);
  }
  return params;
}

export interface EncodedRequest {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string | FormData };
}

/** Turns a call and its payload into fetch arguments, per the registry entry's encoding. */
export function encodeRequest(
  definition: Pick<CallDefinition, 'fieldOrder' | 'encoding' | 'method'>,
  url: string,
  payload: unknown,
): EncodedRequest {
  const headers: Record<string, string> = { Accept: 'application/json' };
  switch (definition.encoding) {
    case 'json':
      headers['Content-Type'] = 'application/json';
      return { url, init: { method: definition.method, headers, body: JSON.stringify(payload ?? null) } };
    case 'query': {
      const search = encodeFields(definition, payload).toString();
      return { url: search ? `${url}?${search}` : url, init: { method: definition.method, headers } };
    }
    case 'multipart': {
      const body = new FormData();
      const record = (payload ?? {}) as Record<string, unknown>;
      for (const [key, value] of Object.entries(record)) {
        if (value instanceof Blob) body.append(key, value);
        else if (value !== undefined && value !== null) body.append(key, String(value));
      }
      // No Content-Type: the browser writes the multipart boundary itself.
      return { url, init: { method: definition.method, headers, body } };
    }
    default:
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      return { url, init: { method: definition.method, headers, body: encodeFields(definition, payload).toString() } };
  }
}

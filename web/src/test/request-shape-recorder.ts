import { headerKeysOfRequest } from '@tours/contract/request-headers';
import { shapeKey, shapeOfRequest, valueKeysOfRequest } from '@tours/contract/request-shape';
import { saveRecordedShapes } from '@tours/contract/testing/recorded-shapes';

/**
 * The request shapes the screens send in component tests, recorded where they reach the fetch
 * stub (`mockApi`), so exactly what the client encoded is what is recorded. `npm run pact:shapes` compares
 * them with the pact. client.test.ts stubs fetch itself on purpose: its made-up payloads are no screen's.
 * The header names are recorded here alone: the stub receives the headers the client set and nothing else, where
 * Chromium's requests in the journeys carry its own beside them (User-Agent, Referer, sec-ch-ua...).
 */
const recorded = new Set<string>();

function headerEntries(headers: RequestInit['headers']): [string, string][] {
  if (!headers) return [];
  if (headers instanceof Headers) return [...headers.entries()];
  return Array.isArray(headers) ? headers.map(([name = '', value = '']) => [name, value]) : Object.entries(headers);
}

const headerOf = (headers: RequestInit['headers'], name: string) =>
  headerEntries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? null;

/** Multipart bodies are FormData here; their field names are what the shape needs. */
function bodyText(init: RequestInit | undefined): { contentType: string | null; body: string | null } {
  const body = init?.body;
  if (body instanceof FormData) {
    const parts = [...body.keys()].map((name) => `Content-Disposition: form-data; name="${name}"`);
    return { contentType: 'multipart/form-data', body: parts.join('\r\n') };
  }
  return { contentType: headerOf(init?.headers, 'Content-Type'), body: typeof body === 'string' ? body : null };
}

export function recordRequestShape(url: string, init: RequestInit | undefined): void {
  const request = { method: init?.method ?? 'GET', url, ...bodyText(init) };
  const shape = shapeOfRequest(request);
  if (!shape) return;
  recorded.add(shapeKey(shape));
  for (const key of valueKeysOfRequest(request)) recorded.add(key);
  for (const key of headerKeysOfRequest(
    request,
    headerEntries(init?.headers).map(([name]) => name),
  ))
    recorded.add(key);
}

/** Saves what this file's tests sent and starts afresh: a setup file calls it after each test file (record-shapes.ts). */
export function saveRequestShapes(): void {
  saveRecordedShapes('web', recorded);
  recorded.clear();
}

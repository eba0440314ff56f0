import { headerKeysOfRequest } from '@tours/contract/request-headers';
import { shapeKey, shapeOfRequest, valueKeysOfRequest } from '@tours/contract/request-shape';
import type { PactDocument } from './pact-file';

interface PinnedRequest {
  method: string;
  path: string;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  body?: unknown;
}

function queryText(query: PinnedRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) for (const item of [value].flat()) params.append(key, item);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Pact keeps a form body as its text, a JSON body as JSON and a multipart body as base64 of its bytes. */
function bodyText(contentType: string, body: unknown): string | null {
  if (body === undefined || body === null) return null;
  if (contentType.startsWith('multipart/') && typeof body === 'string') return Buffer.from(body, 'base64').toString('latin1');
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** Each request shape, each field's kind of value and each header name the pact pins, with the interactions that pin it. */
export function pinnedShapes(pact: PactDocument): Map<string, string[]> {
  const pinned = new Map<string, string[]>();
  for (const interaction of pact.interactions) {
    const request = interaction.request as PinnedRequest;
    const contentType = Object.entries(request.headers ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
    const sent = {
      method: request.method,
      url: `${request.path}${queryText(request.query)}`,
      contentType,
      body: bodyText(contentType, request.body),
    };
    const shape = shapeOfRequest(sent);
    if (!shape) continue;
    for (const key of [shapeKey(shape), ...valueKeysOfRequest(sent), ...headerKeysOfRequest(sent, Object.keys(request.headers ?? {}))])
      pinned.set(key, [...(pinned.get(key) ?? []), interaction.description]);
  }
  return pinned;
}

import { badRequest, type DomainError } from '../domain/index.js';

/**
 * No request of the API or the control plane nests deeper than a state import (about 5 levels), while
 * a 1 MB body of `[` nests a million deep: deep enough that anything walking it recursively
 * (JSON.stringify, structuredClone, a masking copy) overflows the stack and answers 500.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const [OPEN_ARRAY, OPEN_OBJECT, CLOSE_ARRAY, CLOSE_OBJECT] = [0x5b, 0x7b, 0x5d, 0x7d];

/**
 * Whether JSON text opens more than `max` arrays or objects inside one another, in one pass and without
 * recursion. Brackets inside strings do not count. Text that is not JSON may be misjudged, but the
 * parser refuses it either way.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char === QUOTE) i = closingQuote(text, i);
    else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}

/** Index of the quote that ends the string opened at `open` (one preceded by an even run of backslashes). */
function closingQuote(text: string, open: number): number {
  let quote = text.indexOf('"', open + 1);
  while (quote !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return text.length;
}

/** The refusal of a JSON text nested deeper than MAX_JSON_DEPTH, before anything walks it. */
export function depthRefusal(text: string): DomainError | null {
  if (!nestsDeeperThan(text, MAX_JSON_DEPTH)) return null;
  return badRequest('field.jsonDepth', { depth: MAX_JSON_DEPTH, field: 'body' });
}

/** Keys Fastify's parser refuses (secure-json-parse with 'error'): they would poison prototypes further on. */
function refusePoison(key: string, value: unknown): unknown {
  const poisoned =
    key === '__proto__' || (key === 'constructor' && typeof value === 'object' && value !== null && Object.hasOwn(value, 'prototype'));
  if (poisoned) throw new SyntaxError('Object contains forbidden prototype property');
  return value;
}

/**
 * A JSON body as the Fastify adapter reads it (http/json-body.ts and its error handler), for the adapter
 * that has no Fastify: empty is `{}` on the control plane and a 400 under /rest/api, too deep or not JSON
 * a 400 naming `body`.
 */
export function parseJsonBody(text: string, controlPlane: boolean): unknown {
  // `curl -X POST -H 'content-type: application/json' .../__mock/orders/2/refund` calls an action without input.
  if (controlPlane && text.trim() === '') return {};
  if (text === '') throw badRequest('field.required', { field: 'body' });
  const deep = depthRefusal(text);
  if (deep) throw deep;
  try {
    // As secure-json-parse: a byte-order mark is not part of the JSON.
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, refusePoison);
  } catch {
    throw badRequest('field.json', { field: 'body' });
  }
}

import type { FastifyInstance } from 'fastify';
import { badRequest } from '../domain/index.js';

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

/** The control plane's routes, as the router matched them (so a percent-encoded %5F__mock counts too). */
const CONTROL_PLANE_ROUTE = '/__mock/';

/**
 * Replaces Fastify's JSON parser with the same parser (prototype-poisoning keys still refused) behind a
 * depth check, so an over-deep body is a 400 naming `body` before any code walks it. Registered on the
 * root instance, it covers /rest/api and the control plane alike.
 *
 * An empty body with a JSON type is `{}` on the control plane: `curl -X POST -H 'content-type:
 * application/json' .../__mock/orders/2/refund` is how people call an action without input. Under
 * /rest/api it stays a 400 naming `body`, as the contract tests expect (the real backend refuses it).
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '' && request.routeOptions.url?.startsWith(CONTROL_PLANE_ROUTE)) {
      done(null, {});
      return;
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(`body: must not nest arrays and objects more than ${MAX_JSON_DEPTH} levels deep`, 'body'), undefined);
      return;
    }
    parse(request, text, done);
  });
}

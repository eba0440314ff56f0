/**
 * The shape of a request as it left the page: which call, how it was encoded, which field names it
 * carried, and the kind of each value (the value itself for a field the code fixes). Recorded where the
 * web app really sends (component tests, e2e journeys) and read from every pact interaction, with this one
 * function, so "what the screens send" and "what the pact pins" are compared on equal terms
 * (docs/adr/0008-the-pact-pins-what-the-screens-send.md). Zod-free (its registry import is types only):
 * the e2e journeys and the browser-side test setup import it.
 */

import { callRoutes } from '../generated/routes.js';
import type { CallInput, CallName } from './calls/index.js';
import { API_PREFIX, type Encoding } from './define-call.js';

export interface RequestShape {
  /** The registry name, or `unknown <METHOD> <path>` for a path the contract does not have. */
  call: string;
  encoding: Encoding | 'none';
  /** Field names, sorted, each once. */
  fields: readonly string[];
}

export interface SentRequest {
  method: string;
  /** Absolute or path-only URL, query included. */
  url: string;
  contentType?: string | null;
  /** The body as text (form, JSON or multipart); absent for GET. */
  body?: string | null;
}

const callByRoute = new Map(Object.entries(callRoutes).map(([name, route]) => [`${route.method} ${API_PREFIX}${route.path}`, name]));

function encodingOf(request: SentRequest): RequestShape['encoding'] {
  const type = (request.contentType ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) return 'form';
  if (type.startsWith('application/json')) return 'json';
  if (type.startsWith('multipart/form-data')) return 'multipart';
  return request.method.toUpperCase() === 'GET' ? 'query' : 'none';
}

/** Keys of a JSON body: an object's keys, or the union of the keys of a list of entries (comment/add). */
function jsonFields(body: string): string[] {
  try {
    const value: unknown = JSON.parse(body);
    const entries = Array.isArray(value) ? value : [value];
    return entries.flatMap((entry) => (entry !== null && typeof entry === 'object' ? Object.keys(entry) : []));
  } catch {
    return ['<not JSON>'];
  }
}

function fieldsOf(encoding: RequestShape['encoding'], url: URL, body: string): string[] {
  switch (encoding) {
    case 'form':
      return [...new URLSearchParams(body).keys()];
    case 'json':
      return jsonFields(body);
    case 'multipart':
      return [...body.matchAll(/Content-Disposition: form-data; name="([^"]+)"/gi)].map((match) => match[1] ?? '');
    case 'query':
      return [...url.searchParams.keys()];
    default:
      return [];
  }
}

/** The shape of one request; undefined for anything outside /rest/api (pictures, pages, the control plane). */
export function shapeOfRequest(request: SentRequest): RequestShape | undefined {
  const url = new URL(request.url, 'http://shape.invalid');
  if (!url.pathname.startsWith(`${API_PREFIX}/`)) return undefined;
  const method = request.method.toUpperCase();
  const call = callByRoute.get(`${method} ${url.pathname}`) ?? `unknown ${method} ${url.pathname}`;
  const encoding = encodingOf(request);
  const fields = [...new Set(fieldsOf(encoding, url, request.body ?? ''))].sort();
  return { call, encoding, fields };
}

/** One line per shape, the unit the recorder stores and the comparison reads: `call encoding [a,b]`. */
export const shapeKey = (shape: RequestShape) => `${shape.call} ${shape.encoding} [${shape.fields.join(',')}]`;

/**
 * Fields whose value the code writes from its own constants, where any other value asks the backend something else: the
 * page size of every paged call; the shop's fixed ids and positions (constants.ts, docs/adr/0005); a dictionary's type;
 * a flag a screen always sets; and the words of the contract's enumerations a person picks among (an orders tab's
 * status, a sort, a pay mode, a merchant's identity, a yes or no, the shop's language). Their values are compared
 * themselves, so the pact pins each value a screen sends and a screen sending another fails. Not here: what a person
 * types, and what the backend's own lists supply (ids of tours, cities, currencies and listed articles; a dictionary's
 * values; dates), whose values are the person's or the data's, so only their kind is the screens' (valueKind).
 */
const FIXED_IN_EVERY_CALL: readonly string[] = ['pageSize'];
const FIXED_VALUE_FIELDS: { readonly [N in CallName]?: readonly Extract<keyof CallInput<N>, string>[] } = {
  'ad.list': ['position'],
  'article.list': ['categoryId'],
  'content.list': ['categoryId'],
  'dict-data.list': ['dictType'],
  'city.list': ['isRecommend'],
  'currency.check': ['isSetting'],
  'language.check': ['isSetting'],
  'blog.list': ['recommendBanner', 'recommendHot', 'orderBy'],
  'product.search': ['recommendHot', 'recommendNew', 'orderBy'],
  'trade.order.page': ['status', 'commentStatus'],
  'trade.order.pay.submit': ['payMode'],
  'member.bankcard.check': ['bankType'],
  'member.bankcard.add': ['bankType'],
  'member.merchant.application': ['identity'],
  'verify.register': ['flagEmail'],
  'member.update': ['language'],
};

const fixedFieldsByCall = new Map<string, readonly string[] | undefined>(Object.entries(FIXED_VALUE_FIELDS));

const isFixedValueField = (call: string, field: string) =>
  FIXED_IN_EVERY_CALL.includes(field) || (fixedFieldsByCall.get(call)?.includes(field) ?? false);

/**
 * The kind of one value a request carried, where a backend reads kinds differently: an empty field (a filter not
 * chosen, an optional field left blank) or a filled one, a date or a time, one id or a comma-joined list of them, a
 * path or an absolute address. Any other filled value is `value`: a number and a word are told apart by the field's
 * type, which the contract's schema pins, not by what a person happened to type.
 */
function valueKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'object') return 'object';
  const text = String(value);
  if (text === '') return 'empty';
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return 'date';
  if (/^\d{2}:\d{2}$/.test(text)) return 'time';
  if (/^\d+(,\d+)+$/.test(text)) return 'id-list';
  if (/^https?:\/\//i.test(text)) return 'absolute-url';
  if (text.startsWith('/')) return 'path';
  return 'value';
}

/** A fixed field's value as it went (an empty one as `empty`, as its kind reads); any other field's kind. */
function recordedValue(call: string, field: string, value: unknown): string {
  if (!isFixedValueField(call, field) || value === null || typeof value === 'object') return valueKind(value);
  const text = String(value);
  return text === '' ? 'empty' : text;
}

/** Each field's value with its name; a JSON list of entries (comment/add) gives every entry's fields. */
function valuesOf(encoding: RequestShape['encoding'], url: URL, body: string): [string, unknown][] {
  switch (encoding) {
    case 'form':
      return [...new URLSearchParams(body).entries()];
    case 'query':
      return [...url.searchParams.entries()];
    case 'json': {
      try {
        const value: unknown = JSON.parse(body);
        const entries = Array.isArray(value) ? value : [value];
        return entries.flatMap((entry) => (entry !== null && typeof entry === 'object' ? Object.entries(entry) : []));
      } catch {
        return [['<not JSON>', body]];
      }
    }
    default:
      return [];
  }
}

/**
 * One line per field and value, `value <call> <field>=<kind>` (`value product.search cityIds=empty`), or for a fixed
 * field `value <call> <field>=<the value>` (`value member.favorite.list pageSize=10`): recorded beside the shapes, so the
 * pact must pin each kind of value a screen sends for a field (a search with a city chosen, not only with every filter
 * empty) and each value of a fixed field, and nothing the screens never send. Multipart parts are files and names only.
 */
export function valueKeysOfRequest(request: SentRequest): string[] {
  const shape = shapeOfRequest(request);
  if (!shape) return [];
  const url = new URL(request.url, 'http://shape.invalid');
  const keys = valuesOf(shape.encoding, url, request.body ?? '').map(
    ([field, value]) => `value ${shape.call} ${field}=${recordedValue(shape.call, field, value)}`,
  );
  return [...new Set(keys)].sort();
}

export const isValueKey = (key: string) => key.startsWith('value ');

/**
 * The shape of a request as it left the page: which call, how it was encoded, which field names it
 * carried (values aside). Recorded where the web app really sends (component tests, e2e journeys) and
 * read from every pact interaction, with this one function, so "what the screens send" and "what the
 * pact pins" are compared on equal terms (docs/adr/0008-the-pact-pins-what-the-screens-send.md).
 * Zod-free: the e2e journeys and the browser-side test setup import it.
 */

import { callRoutes } from '../generated/routes.js';
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
 * One line per field and kind of value, `value <call> <field>=<kind>`: recorded beside the shapes, so the pact must pin
 * each kind of value a screen sends for a field (a search with a city chosen, not only with every filter empty), and
 * nothing the screens never send. Multipart parts are files and names only.
 */
export function valueKeysOfRequest(request: SentRequest): string[] {
  const shape = shapeOfRequest(request);
  if (!shape) return [];
  const url = new URL(request.url, 'http://shape.invalid');
  const keys = valuesOf(shape.encoding, url, request.body ?? '').map(
    ([field, value]) => `value ${shape.call} ${field}=${valueKind(value)}`,
  );
  return [...new Set(keys)].sort();
}

export const isValueKey = (key: string) => key.startsWith('value ');

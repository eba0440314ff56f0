/**
 * The names of the headers a request carried, as the shapes check compares them with the pact's
 * (docs/adr/0008-the-pact-pins-what-the-screens-send.md): a header the backend was never asked about is a question the
 * pact must put to it, like a field. Zod-free, as request-shape.ts: the web tests' recorder imports it.
 */
import { type SentRequest, shapeOfRequest } from './request-shape.js';

/**
 * Request headers the Fetch standard forbids a page's script to set: the browser writes them itself, so they are not
 * the shop's to pin. A server drawing a page passes on its visitor's Cookie only as the visitor's browser would.
 */
const BROWSER_HEADERS: readonly string[] = [
  'accept-charset',
  'accept-encoding',
  'access-control-request-headers',
  'access-control-request-method',
  'connection',
  'content-length',
  'cookie',
  'cookie2',
  'date',
  'dnt',
  'expect',
  'host',
  'keep-alive',
  'origin',
  'referer',
  'set-cookie',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'via',
];
const isBrowserHeader = (name: string) => BROWSER_HEADERS.includes(name) || name.startsWith('proxy-') || name.startsWith('sec-');

/**
 * One line per header the shop set on an API request, `header <call> <name>` (`header member.info authorization`), the
 * name in lower case since HTTP reads names so; none for a request outside /rest/api or a header the browser writes.
 */
export function headerKeysOfRequest(request: SentRequest, headerNames: Iterable<string>): string[] {
  const shape = shapeOfRequest(request);
  if (!shape) return [];
  const names = [...headerNames].map((name) => name.toLowerCase()).filter((name) => !isBrowserHeader(name));
  return [...new Set(names)].map((name) => `header ${shape.call} ${name}`).sort();
}

export const isHeaderKey = (key: string) => key.startsWith('header ');

/** The header a header key is about, and the call that sent it (an unknown call's name holds spaces, a header's none). */
export function headerOfKey(key: string): { call: string; name: string } {
  const lastSpace = key.lastIndexOf(' ');
  return { call: key.slice('header '.length, lastSpace), name: key.slice(lastSpace + 1) };
}

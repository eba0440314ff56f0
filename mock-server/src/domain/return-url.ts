import { badRequest } from './errors.js';

/**
 * Where the wallet page may send a browser back to: only this shop, or the mock's approval page would
 * be an open redirect on a trusted host. Loopback to loopback is accepted too: under the Vite dev
 * server the page is http://localhost:5173 while the mock is reached as 127.0.0.1:8080, and a
 * loopback address can only lead to the machine the browser runs on (docs/adr/0021-payments-one-charge-and-own-return-addresses.md).
 */
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;
/** Any base works for a path; the answer is the path alone, so it follows the browser's origin. */
const PATH_BASE = 'http://shop.invalid';

export type ReturnField = 'returnUrl' | 'cancelUrl';

function parse(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

const hasControlCharacter = (text: string) => [...text].some((char) => char <= '\u001f' || char === '\u007f');

function sameShop(target: URL, requestOrigin: string): boolean {
  const request = parse(requestOrigin);
  if (!request) return false;
  return target.origin === request.origin || (LOOPBACK_HOST.test(target.hostname) && LOOPBACK_HOST.test(request.hostname));
}

/** The address percent-encoded (safe in a Location header), or null when it is not this shop's. */
function shopAddress(raw: string, requestOrigin: string): string | null {
  if (hasControlCharacter(raw)) return null;
  if (raw.startsWith('/')) {
    // "//host" and "/\host" name another host; "/.//host" becomes "//host" once resolved.
    if (raw.startsWith('//') || raw.startsWith('/\\')) return null;
    const url = parse(raw, PATH_BASE);
    if (!url || url.pathname.startsWith('//')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  }
  const url = parse(raw);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
  return sameShop(url, requestOrigin) ? url.href : null;
}

/** pay/submit's check, before anything changes: a 400 naming the field. */
export function checkReturnAddress(raw: string, requestOrigin: string, field: ReturnField): string {
  const address = shopAddress(raw, requestOrigin);
  if (address === null) throw badRequest('field.shopAddress', { field });
  return address;
}

/** The redirect of the wallet page: a stored address checked again (an imported world may hold any), else home. */
export const redirectTarget = (stored: string, requestOrigin: string) => shopAddress(stored, requestOrigin) ?? '/';

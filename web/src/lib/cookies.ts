/**
 * The shop's own cookies, which tell a server that draws pages (server-render/) what only the browser's storage knows:
 * read from a request's Cookie header there, written here.
 */

/** The value of cookie `name` in a Cookie header, or undefined when it has none. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  return cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Writes cookie `name` for the whole shop; `maxAgeSeconds` absent: for the session, 0: removed. */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  // Node (the Pact tests) has no document.
  if (typeof document === 'undefined') return;
  const maxAge = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`;
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie written whole; the Cookie Store API is not in every browser the shop supports.
  document.cookie = `${name}=${value}; path=/${maxAge}; samesite=lax`;
}

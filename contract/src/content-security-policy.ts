/**
 * The Content-Security-Policy of every HTML page, the shop's (drawn by the storefront) and the mock's own (console,
 * /docs, the wallet's approval page): one builder, so the two servers cannot drift apart. No inline script anywhere
 * (the seeded texts carry `<script>` and `onerror` on purpose, to prove the shop sanitizes them); inline styles stay
 * allowed because Mantine writes style attributes. Pictures and videos come from the server or an allowed origin,
 * never any https site, so a picture in a text cannot report who read it. `form-action` keeps a form from posting a
 * visitor's data elsewhere; `frame-ancestors 'self'` keeps another site from framing a page to trick taps.
 */
export interface PagePolicy {
  /** Origins every kind of resource may also come from (an operator's map provider, say). */
  allow?: readonly string[];
  /** Origins a page may frame besides those: a frame runs in its own origin and reaches nothing of the page's. */
  frames?: readonly string[];
  /** Origins a form may post to besides this server (the wallet page's return address). */
  formTargets?: readonly string[];
}

const sources = (origins: readonly string[]) => origins.map((origin) => ` ${origin}`).join('');

export function pageContentSecurityPolicy({ allow = [], frames = [], formTargets = [] }: PagePolicy = {}): string {
  const extra = sources(allow);
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data: blob:${extra}`,
    `media-src 'self' blob:${extra}`,
    `font-src 'self' data:${extra}`,
    `connect-src 'self'${extra}`,
    `frame-src 'self'${sources(frames)}${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${sources(formTargets)}`,
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The policy of every /rest/api answer and of what a backend sent: nothing in it ever runs. An answer opened as a page
 * (a link, a form post, a forwarded SVG or HTML) gets no script, no style, no request and a sandbox with no origin.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

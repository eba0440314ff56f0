const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const STYLESHEET_URL = '/__mock/assets/mock.css';
/** The mock's own icon (an M on grey), so a browser asks no /favicon.ico and a tab of the mock never looks like the shop. */
const ICON_URL = '/__mock/assets/favicon.svg';

/**
 * A whole page of the mock's own UI. Scripts are files, never inline, so the pages live under the same CSP as
 * the shop.
 */
export function page(title: string, body: string, scripts: string[] = []): string {
  const tags = scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" href="${ICON_URL}" type="image/svg+xml"><link rel="stylesheet" href="${STYLESHEET_URL}">${tags}</head><body>${body}</body></html>`;
}

/**
 * The policy of every HTML answer: no inline script anywhere (the seeded texts carry `<script>` and
 * `onerror` on purpose, to prove the shop sanitizes them). `allow` adds origins such as a map provider.
 * Pictures and videos come from this server (/media) or an allowed origin, never any https site, so a
 * picture in a text cannot report who read it; forms post only here, so none can send a password away.
 */
export function contentSecurityPolicy(allow: readonly string[], formTargets: readonly string[] = []): string {
  const extra = allow.length > 0 ? ` ${allow.join(' ')}` : '';
  const forms = formTargets.length > 0 ? ` ${formTargets.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data: blob:${extra}`,
    `media-src 'self' blob:${extra}`,
    `font-src 'self' data:${extra}`,
    `connect-src 'self'${extra}`,
    `frame-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${forms}`,
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The policy of every /rest/api answer: nothing in it ever runs. An answer opened as a page (a link, a form
 * post, a forwarded backend's SVG or HTML) gets no script, no style, no request and a sandbox with no origin.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

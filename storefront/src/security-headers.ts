import { OPEN_STREET_MAP_ORIGIN } from '@tours/contract/constants';
import type { FastifyInstance } from 'fastify';
import { isApiPath, pathOf } from './paths.js';

/**
 * The pages' policy: the shop's own scripts, styles and calls only, plus the origins the operator allowed (a map
 * provider), and OpenStreetMap's keyless map as a frame (the meeting point map without a key; a frame runs in its
 * own origin and can reach nothing of the shop's). `form-action 'self'` keeps a form from posting a visitor's data elsewhere; `frame-ancestors 'self'`
 * keeps another site from framing the shop to trick taps (clickjacking). Inline styles stay allowed because
 * Mantine writes style attributes.
 */
function pageContentSecurityPolicy(allow: readonly string[]): string {
  const extra = allow.length > 0 ? ` ${allow.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data: blob:${extra}`,
    `media-src 'self' blob:${extra}`,
    `font-src 'self' data:${extra}`,
    `connect-src 'self'${extra}`,
    `frame-src 'self' ${OPEN_STREET_MAP_ORIGIN}${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The policy of every /rest/api answer and media file: nothing in it ever runs. An answer opened as a page (a link,
 * a form post, an SVG picture opened alone) gets no script, no style, no request and a sandbox with no origin.
 */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/** The shop asks for no camera, microphone, position, payment sheet or sensor: no frame or script of it may either. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()';

/** A year, once the balancer in front says the visitor came over HTTPS. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Headers every answer carries, whichever route or error produced it. What the backend sent (its API and media
 * folders) gets the policy under which nothing runs.
 */
export function securityHeaders(app: FastifyInstance, options: { cspAllow: readonly string[]; mediaPaths?: readonly string[] }): void {
  const pagePolicy = pageContentSecurityPolicy(options.cspAllow);
  const fromBackend = (path: string) => isApiPath(path) || (options.mediaPaths ?? []).some((media) => path.startsWith(`${media}/`));
  app.addHook('onSend', async (request, reply, payload) => {
    // A browser must take each file as the type it is sent with, never guess a script out of an upload or a JSON.
    reply.header('x-content-type-options', 'nosniff');
    // Page addresses can hold ids and search terms; other sites get the origin only.
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('content-security-policy', fromBackend(pathOf(request.url)) ? API_CONTENT_SECURITY_POLICY : pagePolicy);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // A window this shop opens or that opens it shares no browsing context group with it: another site's page keeps
    // no handle on the shop's window (the wallet leaves and comes back by redirects, never through an opener).
    reply.header('cross-origin-opener-policy', 'same-origin');
    // TLS ends at the balancer or CDN (README); only its word says the visitor's connection was HTTPS.
    if (request.headers['x-forwarded-proto'] === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    return payload;
  });
}

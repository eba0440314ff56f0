import { OPEN_STREET_MAP_ORIGIN } from '@tours/contract/constants';
import { API_CONTENT_SECURITY_POLICY, pageContentSecurityPolicy } from '@tours/contract/content-security-policy';
import type { FastifyInstance } from 'fastify';
import { isApiPath, pathOf } from './paths.js';

/** The shop asks for no camera, microphone, position, payment sheet or sensor: no frame or script of it may either. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()';

/** A year, once the balancer in front says the visitor came over HTTPS. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Headers every answer carries, whichever route or error produced it. What the backend sent (its API and media
 * folders) gets the policy under which nothing runs.
 */
export function securityHeaders(app: FastifyInstance, options: { cspAllow: readonly string[]; mediaPaths?: readonly string[] }): void {
  // OpenStreetMap's keyless map as a frame: the meeting point's map without a key.
  const pagePolicy = pageContentSecurityPolicy({ allow: options.cspAllow, frames: [OPEN_STREET_MAP_ORIGIN] });
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

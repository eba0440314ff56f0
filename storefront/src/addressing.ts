import type { FastifyInstance } from 'fastify';
import { READY_PATH } from './health.js';
import { HEALTH_PATH } from './pages.js';
import { pathOf } from './paths.js';
import { Refusal } from './refusal.js';

/** The names a server bound to loopback answers to: the only ones a browser on this machine uses for it. */
export const LOOPBACK_HOST_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** The Host header's name without its port, lower case: `[::1]:8080` -> `[::1]`, `Shop.Example:443` -> `shop.example`. */
export function hostNameOf(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return (name ?? '').toLowerCase();
}

/** A name is allowed as given, or under a domain written with a leading dot (`.example.com`), as Vite's allowedHosts. */
export function isAllowedHost(name: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => (entry.startsWith('.') ? name === entry.slice(1) || name.endsWith(entry) : name === entry));
}

/**
 * Answers only requests addressed to this server in the form browsers use. A target must be a path (origin-form):
 * the absolute form (`GET http://other.example/...`) is what a client says to a proxy, and this server is none.
 * The Host must be one of `allowed` (null: any name, for a server behind a balancer that checks names itself): a
 * page on another site that points its own name at this machine (DNS rebinding) reaches a server on loopback with
 * its own name in Host, and would otherwise read the shop and, through it, the backend as this machine's browser
 * sees them. 421 says the name is not served here, as the mock answers. The health check is answered whatever the
 * name, since balancers ask by address.
 */
export function answerOnlyWhatIsAddressedHere(app: FastifyInstance, allowed: readonly string[] | null): void {
  app.addHook('onRequest', async (request) => {
    const target = request.raw.url ?? '';
    if (!target.startsWith('/') && !(request.method === 'OPTIONS' && target === '*')) {
      throw new Refusal(400, 'The request target must be a path (origin-form)');
    }
    const path = pathOf(request.url);
    if (allowed === null || path === HEALTH_PATH || path === READY_PATH) return;
    const name = hostNameOf(request.headers.host ?? '');
    if (name !== '' && isAllowedHost(name, allowed)) return;
    throw new Refusal(421, `This server does not answer for the name "${name}"; see --allowed-host`);
  });
}

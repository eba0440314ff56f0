import { networkInterfaces } from 'node:os';
import { API_PREFIX, codes } from '@tours/contract';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { controlBodyRefusal } from '../runtime/control-body.js';
import { proxiedControlRefusal } from '../runtime/proxied-control.js';
import { refusalBody } from '../runtime/refusal.js';

export interface HostRules {
  /** Names given with --allow-host: the names people use to reach a server bound beyond loopback. */
  allowHosts?: string[];
  /** The interface the server listens on (--host); its own name or address is always accepted. */
  bindHost?: string;
}

/** Binding to these listens on every interface; then the machine's own addresses are names of this server. */
const WILDCARD_BINDS = new Set(['0.0.0.0', '::', '[::]']);
const CONTROL_PLANE = '/__mock';

/** localhost, *.localhost, 127.0.0.0/8 and ::1: names no web page elsewhere can make a browser resolve to us. */
function isLoopbackName(name: string): boolean {
  if (name === 'localhost' || name.endsWith('.localhost') || name === '::1') return true;
  const octets = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(name);
  return octets?.slice(1).every((octet) => Number(octet) <= 255) ?? false;
}

/** The lower-case host name of a Host header or URL authority ("[::1]:8080" -> "::1"), or null when it is none. */
function hostNameOf(value: string): string | null {
  const match = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/i.exec(value) ?? /^([a-z0-9_.-]+)(?::\d{1,5})?$/i.exec(value);
  return match?.[1] ? match[1].toLowerCase().replace(/\.$/, '') : null;
}

/** Every non-loopback name a request may use: the --allow-host names, the bound address, and for a wildcard bind the machine's addresses. */
function allowedHostNames(rules: HostRules): Set<string> {
  const names = new Set<string>();
  for (const given of rules.allowHosts ?? []) {
    // A bare IPv6 address ("fd00::5") is taken as if bracketed.
    const name = hostNameOf(given.trim()) ?? hostNameOf(`[${given.trim()}]`);
    if (!name) throw new Error(`--allow-host must be a host name or an IP address, got "${given}"`);
    names.add(name);
  }
  const bind = rules.bindHost?.trim().toLowerCase();
  if (!bind) return names;
  names.add(bind.replace(/^\[|\]$/g, ''));
  if (WILDCARD_BINDS.has(bind)) {
    // An IP address cannot be re-pointed by a DNS-rebinding page, so the machine's own are safe to accept.
    for (const address of Object.values(networkInterfaces()).flat()) {
      if (address) names.add(address.address.toLowerCase().replace(/%.*$/, ''));
    }
  }
  return names;
}

interface Refusal {
  status: number;
  message: string;
}

/**
 * One onRequest hook, before any body is read: a request whose Host is not a name of this server is
 * refused (a DNS-rebinding page would send its own name); the control plane refuses what came through a proxy
 * (runtime/proxied-control.ts); the control plane and the API refuse a page of another site (its Origin, or
 * Sec-Fetch-Site for a link); and every control-plane write must be typed JSON,
 * which a cross-site form, no-cors fetch or body-less POST cannot be without a CORS preflight.
 */
export function hostGuard(rules: HostRules) {
  const names = allowedHostNames(rules);
  const allowed = (name: string | null) => name !== null && (isLoopbackName(name) || names.has(name));
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const refusal = refusalOf(request, allowed);
    if (!refusal) return done();
    reply.code(refusal.status).send(refusalBody(refusal.status, refusal.message));
  };
}

function refusalOf(request: FastifyRequest, allowed: (name: string | null) => boolean): Refusal | null {
  if (!request.url.startsWith('/')) return targetRefusal(request.url);
  const host = request.headers.host ?? '';
  if (!allowed(hostNameOf(host))) return { status: 421, message: hostMessage(host) };
  // The matched route, not only the raw URL: the router decodes %5F__mock and %72est to the same routes.
  const route = request.routeOptions.url ?? '';
  if (route.startsWith(API_PREFIX) || request.url.startsWith(API_PREFIX)) return apiRefusal(request, allowed);
  if (!route.startsWith(CONTROL_PLANE)) return null;
  const proxied = proxiedControlRefusal((name) => request.headers[name] !== undefined);
  if (proxied) return { status: 403, message: proxied };
  const origin = request.headers.origin;
  if (origin !== undefined && !allowed(originHostName(origin))) {
    return {
      status: 403,
      message: `Origin: pages of ${shown(origin)} may not use the control plane. Only pages of this server, of loopback names and of names given with --allow-host may; use the console at /__mock/, or call it from a script (which sends no Origin).`,
    };
  }
  // A cross-site link carries no Origin but its browser says where it came from: a page elsewhere must not
  // even switch a browser's world (GET /__mock/worlds/<name>/enter) by a link or a picture.
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    return {
      status: 403,
      message: 'Sec-Fetch-Site: a page of another site may not use the control plane; open the console at /__mock/ yourself.',
    };
  }
  const type = request.headers['content-type'];
  const media = type?.split(';')[0]?.trim().toLowerCase();
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  const refused = controlBodyRefusal(request.method, media, hasBody);
  return refused ? { status: 400, message: refused } : null;
}

/**
 * A request target that is not a path (`GET http://evil.example/rest/api/x`, the absolute form only a proxy is sent,
 * or `*`) names a host of its own that the Host rule above never saw, and this server is no proxy: a 400.
 */
function targetRefusal(target: string): Refusal {
  const message = `Request target: must be a path such as /rest/api/…, not "${shown(target)}"; this server is no proxy, so a request names its host in Host only.`;
  return { status: codes.badRequest, message };
}

/**
 * The API refuses a page of another site: any website could otherwise log a customer in or lock them out
 * with wrong passwords, send emails and upload files, by a form or a no-cors fetch. The shop's own pages
 * (this server's names, the Vite dev server on a loopback name) and callers without an Origin (scripts,
 * curl, Pact, the server's own page renderer) pass.
 */
function apiRefusal(request: FastifyRequest, allowed: (name: string | null) => boolean): Refusal | null {
  const origin = request.headers.origin;
  if (origin !== undefined && !allowed(originHostName(origin))) {
    return {
      status: codes.forbidden,
      message: `Origin: pages of ${shown(origin)} may not call this API; only pages of this server, of loopback names and of names given with --allow-host may.`,
    };
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    return {
      status: codes.forbidden,
      message: 'Sec-Fetch-Site: a page of another site may not call this API; open the shop on this server instead.',
    };
  }
  return null;
}

function originHostName(origin: string): string | null {
  try {
    return hostNameOf(new URL(origin).host);
  } catch {
    // "null" (a sandboxed frame, a file:// page) and anything unparsable are foreign.
    return null;
  }
}

function hostMessage(host: string): string {
  const name = hostNameOf(host);
  const flag = name?.includes(':') ? `[${name}]` : name;
  const advice = flag ? ` If ${flag} is a name of yours for this server, restart it with --allow-host ${flag}.` : '';
  const subject = host ? `"${shown(host)}" is not a name of this mock server` : 'is required';
  return `Host: ${subject}. It answers loopback names (localhost, *.localhost, 127.0.0.1, [::1]), the address it listens on (--host) and names given with --allow-host <name> (repeatable), so that a web page whose name points here (DNS rebinding) cannot read or change its worlds.${advice}`;
}

const shown = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}…` : text);

/** What main.ts prints when --host reaches beyond this machine, or null for a loopback bind. */
export function exposureWarning(bindHost: string): string | null {
  const name = bindHost
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (isLoopbackName(name)) return null;
  return [
    `WARNING: --host ${bindHost} serves the mock beyond this machine. Anyone who can reach this port can read and change`,
    'every world through /__mock: sessions and their tokens, password hashes, the outbox with verification codes, orders.',
    'There is no login. Use it only on a network you trust; requests must name this machine by an address it listens on',
    'or by a name given with --allow-host <name> (repeatable), e.g. --allow-host devbox.lan.',
  ].join('\n');
}

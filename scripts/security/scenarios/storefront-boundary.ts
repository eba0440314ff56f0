import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOOPBACK_HOST_NAMES } from '@tours/storefront/addressing';
import { buildStorefront } from '@tours/storefront/app';
import { HOST } from '../../bench/processes.js';
import type { PortRange } from '../port-range.js';
import { count, emptyTally, type Probe, send } from '../probe-http.js';
import type { Scenario, ScenarioResult } from './scenario.js';
import { type Arrival, type StandIn, startStandIn } from './servers.js';

/** The backend's base path, as a real backend mounted under a prefix has one. */
const BASE = '/shop-backend';
/** The only backend folders a request through the storefront may end in. */
const FORWARDED_FOLDERS = [`${BASE}/rest/api/`, `${BASE}/media/`];

/**
 * Fullwidth solidus and reverse solidus and fullwidth dots: what a backend that folds Unicode forms reads as / \\ and .;
 * `%252f`, `%255c` and `%252e`: what a backend, or a proxy in front of it, that decodes once more reads as / \\ and .
 */
const SEPARATORS = ['/', '\\', '%5c', '%5C', '%2f', '%2F', '%EF%BC%8F', '%EF%BC%BC', '%252f', '%252F', '%255c', '%255C'];
const DOTS = ['..', '.%2e', '%2e.', '%2e%2e', '%2E%2E', '..;', '.%2E;x', '..%00', '%c0%ae%c0%ae', '%EF%BC%8E%EF%BC%8E', '%252e%252e'];
/**
 * A request the forwarder takes (any method under /rest/api/, GET and HEAD under the media folder) whose path holds an
 * escape encoded twice: refused with a 400 (upstream-path.ts), whatever else the path holds.
 */
const isDoubleEncodedForward = ({ method, path }: Probe) =>
  (path.startsWith('/rest/api/') || (path.startsWith('/media/') && (method === 'GET' || method === 'HEAD'))) &&
  /%25(2f|5c|2e|00)/i.test(path);
const STARTS = ['/rest/api/x', '/rest/api', '/media/a'];
/** Backend paths outside the forwarded folders that an attacker wants: the mock's control plane, a Spring backend's. */
const AIMS = ['__mock/state', '__mock/faults', 'actuator/env', 'internal/admin'];

/** Every way of climbing out of a forwarded folder this scenario knows, with each method. */
function walksOut(): Probe[] {
  const probes: Probe[] = [];
  for (const start of STARTS) {
    for (const separator of SEPARATORS) {
      for (const dots of DOTS) {
        for (const aim of AIMS) {
          const climb = `${separator}${dots}`.repeat(4);
          const method = aim === '__mock/faults' ? 'POST' : 'GET';
          probes.push({ method, path: `${start}${climb}${separator}${aim}`, headers: {} });
        }
      }
    }
  }
  return probes;
}

/** Other ways past the forwarder: a climb encoded twice, proxy-form targets, a rebinding page's Host, internal headers. */
const ODD_REQUESTS: Probe[] = [
  { method: 'GET', path: '/rest/api/..%252f..%252f__mock/state', headers: {} },
  { method: 'GET', path: '/media/%255c..%255c..%255c__mock/state', headers: {} },
  { method: 'GET', path: 'http://evil.example/rest/api/x', headers: {} },
  { method: 'GET', path: 'http://127.0.0.1/__mock/state', headers: {} },
  { method: 'GET', path: '/rest/api/banner/list', headers: { host: 'evil.example' } },
  { method: 'GET', path: '/rest/api/banner/list', headers: { host: '127.0.0.1.evil.example:8080' } },
  { method: 'GET', path: '/rest/api/banner/list', headers: { 'x-original-url': '/__mock/state', 'x-rewrite-url': '/__mock/state' } },
];

/** A backend that answers every request with a secret. */
const secretBackend = (ports: PortRange): Promise<StandIn> =>
  startStandIn(ports, () => ({
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: '{"code":200,"data":"backend secret"}',
  }));

/** What the backend may have seen: only its forwarded folders, no dot segment or backslash, no visitor's internal header. */
function brokenBy(arrival: Arrival): string | null {
  const path = arrival.url.split('?')[0] ?? '';
  if (!FORWARDED_FOLDERS.some((folder) => path.startsWith(folder))) return `${arrival.method} ${path} reached the backend`;
  if (/\\|%5c|(^|\/)(\.|%2e){1,2}(;|\/|$)/i.test(path)) return `${arrival.method} ${path} reached the backend with a climb in it`;
  if (/%25(2f|5c|2e|00)/i.test(path)) return `${arrival.method} ${path} reached the backend with an escape encoded twice`;
  if (arrival.headers['x-original-url'] !== undefined) return 'a visitor-set X-Original-URL reached the backend';
  if (!LOOPBACK_HOST_NAMES.some((name) => String(arrival.headers['x-forwarded-host'] ?? '').startsWith(name))) {
    return `a request for the name ${String(arrival.headers['x-forwarded-host'])} was forwarded`;
  }
  return null;
}

/**
 * The storefront's server as `npm start` runs it (loopback names only, a media folder), in front of a backend that
 * answers everything: every request that climbs out of `/rest/api` or the media folder, names another site, or
 * carries internal headers must be refused before it reaches the backend. A 200 is not a pass here: the promise is
 * where each forwarded request ended.
 */
export const storefrontBoundaryScenario: Scenario = {
  name: "storefront's forwarder (climbs out of /rest/api and /media, escapes encoded twice, proxy-form targets, foreign Host, internal headers)",
  async run(ports: PortRange): Promise<ScenarioResult> {
    const backend = await secretBackend(ports);
    const webDist = mkdtempSync(join(tmpdir(), 'probe-web-dist-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    const api = `${backend.origin}${BASE}`;
    // The forwarder is what is probed here: a shop without pages of its own, whose sitemap asks the backend nothing.
    const storefront = await buildStorefront({
      api,
      webDist,
      mediaPaths: ['/media'],
      allowedHosts: LOOPBACK_HOST_NAMES,
      buildSitemap: async () => new Map(),
      log: () => {},
    });
    const port = await ports.listen(async (port) => {
      await storefront.listen({ host: HOST, port });
      return port;
    });
    const tally = emptyTally();
    const broken: string[] = [];
    try {
      for (const probe of [...walksOut(), ...ODD_REQUESTS]) {
        const answer = await send(port, probe);
        count(tally, probe, answer);
        if (answer.text.includes('backend secret') && answer.status !== 200) broken.push(`${probe.path} leaked with ${answer.status}`);
        if (isDoubleEncodedForward(probe) && answer.status !== 400)
          broken.push(`${probe.method} ${probe.path} was answered ${answer.status}, not 400`);
      }
      for (const arrival of backend.arrivals) {
        const fault = brokenBy(arrival);
        if (fault) broken.push(fault);
      }
    } finally {
      await storefront.close();
      await backend.close();
      rmSync(webDist, { recursive: true, force: true });
    }
    return { tally, broken };
  },
};

import { parseArgs } from 'node:util';
import { LOOPBACK_HOST_NAMES } from './addressing.js';
import { takeApiFlag } from './api-flag.mjs';
import { DEFAULT_SHARED_CACHING, type SharedCaching } from './drawn-page-caching.js';
import { DEFAULT_PAGE_CACHE_SECONDS } from './page-cache.js';
import { FIRST_VISIT_DEADLINE_MS, PAGE_DEADLINE_MS } from './pages.js';
import { DEFAULT_RENDER_QUEUE, DEFAULT_RENDER_THREADS } from './render-pool.js';
import { DEFAULT_SITEMAP_CACHE_SECONDS } from './sitemap.js';

/** What `npm run serve` was told: flags first, then the environment, then the defaults. */
export type Settings = {
  /** The backend's base URL without trailing slashes; `/rest/api/...` is appended to it. */
  api: string;
  port: number;
  host: string;
  webDist: string;
  /** Extra origins the pages may load from (a map provider), added to their Content-Security-Policy. */
  cspAllow: string[];
  /** Backend folders of pictures and videos that its answers name by path (the mock's /media), forwarded too. */
  mediaPaths: string[];
  /** How long a drawn page is served again for the same address and cookie; 0 draws every visit. */
  pageCacheSeconds: number;
  /** How long a page may take to be drawn, from its arrival, before the shell goes instead. */
  pageDeadlineMs: number;
  firstVisitDeadlineMs: number;
  /** How long a CDN may keep a page drawn for a first visit (no cookie), and serve it stale while it asks again. */
  sharedCaching: SharedCaching;
  /** Every page address gets the app's shell, drawn by the browser: what a static host serves. */
  shellOnly: boolean;
  /** The Host names answered (addressing.ts); null answers any. */
  allowedHosts: string[] | null;
  /** Request headers forwarded to the backend besides the standard ones (forward.ts), lower case. */
  forwardHeaders: string[];
  /** Threads that draw pages, off the event loop (render-pool.ts). */
  renderThreads: number;
  /** Pages that may wait for a render thread; past them a page gets the shell at once. */
  renderQueue: number;
  /** The backend's cookies that change its answers: passed on while drawing, and part of a drawn page's key. */
  varyCookies: string[];
  /** The shop's public origin, under which pages name themselves and each other; null: this server's own address. */
  siteUrl: string | null;
  /** How long a built sitemap is served as it is before the backend is asked again; 0 builds one for each request. */
  sitemapCacheSeconds: number;
  /** A port of its own for Prometheus' GET /metrics, on the same interface; null serves no figures. */
  metricsPort: number | null;
};

/** A setting that cannot be used; its message is the one line the command prints. */
export class SettingsError extends Error {}

export const DEFAULT_PORT = 3000;
/** Loopback by default: answering other machines is a choice made with --host (a container says 0.0.0.0). */
export const DEFAULT_HOST = '127.0.0.1';

const MISSING_API = "--api: missing; give the backend's base URL, e.g. --api https://api.example.com";

export const USAGE = `Usage: npm run serve -- --api <backend base URL> [options]
  --api <url>         the backend that /rest/api/* is forwarded to (or API_URL)
  --port <n>          port (or PORT; default ${DEFAULT_PORT})
  --host <h>          interface (or HOST; default ${DEFAULT_HOST})
  --web-dist <dir>    the built shop (or WEB_DIST; default: the repository's web/dist)
  --csp-allow <url>   an origin the pages may also load from, e.g. a map provider (repeatable, or CSP_ALLOW=a,b)
  --media-path <path> a backend folder of pictures and videos its answers name by path, forwarded as it is
                      (repeatable, or MEDIA_PATHS=a,b; e.g. --media-path /media in front of the mock)
  --page-cache <s>    seconds a drawn page is served again for the same address and cookie (or PAGE_CACHE_SECONDS;
                      default ${DEFAULT_PAGE_CACHE_SECONDS}; 0 draws every visit)
  --page-deadline <ms> how long a page may take to be drawn before the app's shell goes instead (or
                      PAGE_DEADLINE_MS; default ${PAGE_DEADLINE_MS})
  --first-visit-deadline <ms> the same for a request without any cookie: crawlers, link previews, first visits (or
                      FIRST_VISIT_DEADLINE_MS; default ${FIRST_VISIT_DEADLINE_MS})
  --shared-cache <s>  seconds a CDN may keep a page drawn for a first visit without cookies (or SHARED_CACHE_SECONDS;
                      default ${DEFAULT_SHARED_CACHING.seconds}; 0 sends every drawn page private)
  --shared-stale <s>  seconds a CDN may serve such a page stale while it asks again (or SHARED_STALE_SECONDS; default
                      ${DEFAULT_SHARED_CACHING.staleSeconds})
  --allowed-host <name> a Host name this server answers to (repeatable, or ALLOWED_HOSTS=a,b; .example.com
                      allows its subdomains too; default: localhost, 127.0.0.1 and [::1] when --host is loopback,
                      any name otherwise)
  --forward-header <name> a request header forwarded to the backend besides the standard ones (repeatable, or
                      FORWARD_HEADERS=a,b)
  --shell-only        (or SHELL_ONLY=1) draw no page: every page address gets the app's shell, as from a static host (to compare
                      with one, or to stop drawing while a renderer fault is looked into)
  --render-threads <n> threads that draw pages, off the event loop (or RENDER_THREADS; default ${DEFAULT_RENDER_THREADS},
                      the cores but one)
  --render-queue <n>  pages that may wait for a render thread; past them the shell goes at once (or RENDER_QUEUE;
                      default ${DEFAULT_RENDER_QUEUE})
  --vary-cookie <name> a backend cookie that changes the backend's answers, passed on while drawing a page and part
                      of its cache key (repeatable, or VARY_COOKIES=a,b; no other cookie but the shop's shop-visitor is)
  --site-url <origin> the shop's public address, e.g. https://tours.example.com (or SITE_URL): pages name their
                      canonical and language addresses, link previews and the sitemap under it (default: this
                      server's own address, right only when visitors reach it directly)
  --sitemap-cache <s> seconds a built /sitemap.xml is served as it is before the backend is asked for every page
                      again (or SITEMAP_CACHE_SECONDS; default ${DEFAULT_SITEMAP_CACHE_SECONDS}; 0 builds one for each request)
  --metrics-port <n>  serve Prometheus' GET /metrics on this port of the same interface, never on the public one
                      (or METRICS_PORT; default: no figures served)`;

/** `defaultWebDist` is asked only when neither --web-dist nor WEB_DIST names the build (a container has no repository). */
export function readSettings(argv: readonly string[], env: NodeJS.ProcessEnv, defaultWebDist: () => string): Settings {
  const { api, rest } = apiOf(argv, env);
  const values = flagsOf(rest);
  const host = values.host ?? (env.HOST || DEFAULT_HOST);
  return {
    api,
    port: portOf(values.port ?? env.PORT, values.port === undefined ? 'PORT' : '--port'),
    host,
    webDist: values['web-dist'] ?? (env.WEB_DIST || defaultWebDist()),
    cspAllow: (values['csp-allow'] ?? listOf(env.CSP_ALLOW)).map(originOf),
    mediaPaths: (values['media-path'] ?? listOf(env.MEDIA_PATHS)).map(mediaPathOf),
    pageCacheSeconds:
      wholeNumberOf(values['page-cache'], env.PAGE_CACHE_SECONDS, '--page-cache', 'PAGE_CACHE_SECONDS') ?? DEFAULT_PAGE_CACHE_SECONDS,
    pageDeadlineMs: wholeNumberOf(values['page-deadline'], env.PAGE_DEADLINE_MS, '--page-deadline', 'PAGE_DEADLINE_MS') ?? PAGE_DEADLINE_MS,
    firstVisitDeadlineMs:
      wholeNumberOf(values['first-visit-deadline'], env.FIRST_VISIT_DEADLINE_MS, '--first-visit-deadline', 'FIRST_VISIT_DEADLINE_MS') ??
      FIRST_VISIT_DEADLINE_MS,
    sharedCaching: {
      seconds:
        wholeNumberOf(values['shared-cache'], env.SHARED_CACHE_SECONDS, '--shared-cache', 'SHARED_CACHE_SECONDS') ??
        DEFAULT_SHARED_CACHING.seconds,
      staleSeconds:
        wholeNumberOf(values['shared-stale'], env.SHARED_STALE_SECONDS, '--shared-stale', 'SHARED_STALE_SECONDS') ??
        DEFAULT_SHARED_CACHING.staleSeconds,
    },
    shellOnly: values['shell-only'] ?? switchOf(env.SHELL_ONLY, 'SHELL_ONLY'),
    allowedHosts: allowedHostsOf(values['allowed-host'] ?? listOf(env.ALLOWED_HOSTS), host),
    forwardHeaders: (values['forward-header'] ?? listOf(env.FORWARD_HEADERS)).map(headerNameOf),
    renderThreads: renderThreadsOf(values['render-threads'], env.RENDER_THREADS),
    renderQueue: wholeNumberOf(values['render-queue'], env.RENDER_QUEUE, '--render-queue', 'RENDER_QUEUE') ?? DEFAULT_RENDER_QUEUE,
    varyCookies: (values['vary-cookie'] ?? listOf(env.VARY_COOKIES)).map(cookieNameOf),
    siteUrl: siteUrlOf(values['site-url'], env.SITE_URL),
    sitemapCacheSeconds:
      wholeNumberOf(values['sitemap-cache'], env.SITEMAP_CACHE_SECONDS, '--sitemap-cache', 'SITEMAP_CACHE_SECONDS') ??
      DEFAULT_SITEMAP_CACHE_SECONDS,
    metricsPort: metricsPortOf(values['metrics-port'], env.METRICS_PORT),
  };
}

/** A list setting from the environment: comma-separated, as ALLOWED_HOSTS=a,b; empty items are dropped. */
const listOf = (text: string | undefined) =>
  text
    ? text
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '')
    : [];

/** An on/off setting from the environment: `1` or `true` is on, `0`, `false` or unset off; anything else is a typo. */
function switchOf(text: string | undefined, name: string): boolean {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new SettingsError(`${name} "${text}" must be 1 or true (on), 0 or false (off)`);
}

/** Interfaces only this machine reaches. */
const LOOPBACK_INTERFACES = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * The names given, lower case; none given: the loopback names when the server listens on loopback (what a browser on
 * this machine uses; any other name there is a rebinding page), any name otherwise (a balancer in front names it).
 */
function allowedHostsOf(names: string[], host: string): string[] | null {
  for (const name of names) {
    if (!/^\.?[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i.test(name)) {
      throw new SettingsError(`--allowed-host "${name}" is not a host name, e.g. --allowed-host shop.example.com or .example.com`);
    }
  }
  if (names.length > 0) return names.map((name) => name.toLowerCase());
  return LOOPBACK_INTERFACES.has(host) ? [...LOOPBACK_HOST_NAMES] : null;
}

function headerNameOf(text: string): string {
  if (!/^[A-Za-z0-9-]+$/.test(text)) throw new SettingsError(`--forward-header "${text}" is not a header name`);
  return text.toLowerCase();
}

/** The repository's own check of a backend URL (api-flag.mjs), so `npm start`, `dev` and `serve` agree. */
function apiOf(argv: readonly string[], env: NodeJS.ProcessEnv): { api: string; rest: string[] } {
  let taken: ReturnType<typeof takeApiFlag>;
  try {
    taken = takeApiFlag(argv);
  } catch (error) {
    throw new SettingsError(messageOf(error));
  }
  if (taken.api !== undefined) return { api: taken.api, rest: taken.rest };
  if (!env.API_URL) throw new SettingsError(MISSING_API);
  try {
    const fromEnv = takeApiFlag([`--api=${env.API_URL}`]).api;
    if (fromEnv === undefined) throw new SettingsError(MISSING_API);
    return { api: fromEnv, rest: taken.rest };
  } catch (error) {
    throw new SettingsError(messageOf(error).replace(/^--api/, 'API_URL'));
  }
}

function flagsOf(args: string[]) {
  try {
    return parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'web-dist': { type: 'string' },
        'csp-allow': { type: 'string', multiple: true },
        'media-path': { type: 'string', multiple: true },
        'page-cache': { type: 'string' },
        'page-deadline': { type: 'string' },
        'first-visit-deadline': { type: 'string' },
        'shared-cache': { type: 'string' },
        'shared-stale': { type: 'string' },
        'shell-only': { type: 'boolean' },
        'allowed-host': { type: 'string', multiple: true },
        'forward-header': { type: 'string', multiple: true },
        'render-threads': { type: 'string' },
        'render-queue': { type: 'string' },
        'vary-cookie': { type: 'string', multiple: true },
        'site-url': { type: 'string' },
        'sitemap-cache': { type: 'string' },
        'metrics-port': { type: 'string' },
      },
    }).values;
  } catch (error) {
    // Node's own message goes on with advice about positionals; its first sentence names the problem.
    throw new SettingsError(`${messageOf(error).split('. ')[0]}; see --help`);
  }
}

function portOf(text: string | undefined, name: string): number {
  if (text === undefined || text === '') return DEFAULT_PORT;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65_535) throw new SettingsError(`${name} "${text}" is not a port number (0-65535)`);
  return port;
}

/** The figures' port from its flag, else from the environment; null when neither names one. */
function metricsPortOf(flag: string | undefined, fromEnv: string | undefined): number | null {
  const [text, name] = flag !== undefined ? [flag, '--metrics-port'] : [fromEnv, 'METRICS_PORT'];
  return text === undefined || text === '' ? null : portOf(text, name);
}

/** A count of seconds or milliseconds from its flag, else from the environment; undefined when neither gives one. */
function wholeNumberOf(flag: string | undefined, fromEnv: string | undefined, flagName: string, envName: string): number | undefined {
  const [text, name] = flag !== undefined ? [flag, flagName] : [fromEnv, envName];
  if (text === undefined || text === '') return undefined;
  if (!/^\d{1,7}$/.test(text)) throw new SettingsError(`${name} "${text}" is not a whole number`);
  return Number(text);
}

/** A CSP source is an origin: a path would be matched as a prefix, a wildcard would allow too much. */
const originOf = (text: string): string => httpOriginOf(text, '--csp-allow', 'https://maps.example.com');

/**
 * The shop's public address is an origin: the shop's routes start at its root, and a path here would name addresses
 * no route answers.
 */
function siteUrlOf(flag: string | undefined, fromEnv: string | undefined): string | null {
  if (flag !== undefined) return httpOriginOf(flag, '--site-url', 'https://tours.example.com');
  return fromEnv ? httpOriginOf(fromEnv, 'SITE_URL', 'https://tours.example.com') : null;
}

function httpOriginOf(text: string, name: string, example: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SettingsError(`${name} "${text}" is not a URL, e.g. ${name} ${example}`);
  }
  const bare = text.replace(/\/$/, '');
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || bare !== url.origin) {
    throw new SettingsError(`${name} "${text}" must be an origin only, e.g. ${name} ${example}`);
  }
  return url.origin;
}

/** One folder of plain path segments: `/media`, `/files/pictures`. Never the API, the assets or the root. */
function mediaPathOf(text: string): string {
  const path = text.replace(/\/+$/, '');
  if (!/^(\/[A-Za-z0-9_-]+)+$/.test(path) || path.startsWith('/assets') || path.startsWith('/rest')) {
    throw new SettingsError(`--media-path "${text}" must be a folder such as /media (not /, /assets or /rest)`);
  }
  return path;
}

function renderThreadsOf(flag: string | undefined, fromEnv: string | undefined): number {
  const threads = wholeNumberOf(flag, fromEnv, '--render-threads', 'RENDER_THREADS');
  if (threads === undefined) return DEFAULT_RENDER_THREADS;
  // No thread would draw nothing, which --shell-only says; more than a few dozen is a typo, each holds a renderer.
  if (threads < 1 || threads > 64) {
    throw new SettingsError(
      `${flag !== undefined ? '--render-threads' : 'RENDER_THREADS'} "${threads}" must be 1 to 64 (--shell-only draws none)`,
    );
  }
  return threads;
}

/** A cookie's name as RFC 6265 allows it (a token): it is matched against the Cookie header as it is. */
function cookieNameOf(text: string): string {
  if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(text)) throw new SettingsError(`--vary-cookie "${text}" is not a cookie name`);
  return text;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

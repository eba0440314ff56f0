import fastifyCompress from '@fastify/compress';
import { codes } from '@tours/contract';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { answerOnlyWhatIsAddressedHere } from './addressing.js';
import { redirectToCanonicalAddress } from './canonical-address.js';
import type { SharedCaching } from './drawn-page-caching.js';
import { forwardToBackend } from './forward.js';
import { health } from './health.js';
import type { StorefrontMetrics } from './metrics.js';
import type { CanonicalAddressOf, DrawnVisitOf, ReadShellHead, RenderDocument } from './page-renderer.js';
import { pages } from './pages.js';
import { isApiPath, pathOf } from './paths.js';
import { requestIdOf } from './request-id.js';
import { type LogLine, requestLog, writeToStdout } from './request-log.js';
import { robotsTxt } from './robots-txt.js';
import { securityHeaders } from './security-headers.js';
import { boundedShellHead } from './shell-with-head.js';
import { siteOriginOf } from './site-origin.js';
import { type BuildSitemapFiles, sitemap } from './sitemap.js';
import { staticFiles } from './static-files.js';

export type StorefrontOptions = {
  /** The backend's base URL, without trailing slashes. */
  api: string;
  /** The built shop: web/dist. */
  webDist: string;
  /** Origins the pages may also load from, added to their Content-Security-Policy. */
  cspAllow?: readonly string[];
  /** Backend folders of pictures and videos forwarded as they are (forward.ts), e.g. the mock's /media. */
  mediaPaths?: readonly string[];
  /** How long a forwarded call may take, whole, before it answers 502. */
  backendTimeoutMs?: number;
  /** Request headers forwarded to the backend besides the standard ones (forward.ts). */
  forwardHeaders?: readonly string[];
  /** The Host names answered (addressing.ts); null or absent answers any. */
  allowedHosts?: readonly string[] | null;
  /** Aborted when the server is asked to stop: /healthz and /readyz answer 503 while requests finish (health.ts). */
  draining?: AbortSignal;
  /** Aborted when the server must stop now: forwarded calls still waiting are answered 502 (calls-in-flight.ts). */
  stopping?: AbortSignal;
  /** Whether a render thread is up, which /readyz waits for (health.ts); absent: ready at once. */
  renderThreadsUp?: () => boolean;
  /** Draws the public pages with their data (page-renderer.ts); without it every page address gets the shell. */
  render?: RenderDocument;
  /** How long a page may take to be drawn before the shell goes instead (pages.ts). */
  pageDeadlineMs?: number;
  /** The same for a first visit, without any cookie (pages.ts). */
  firstVisitDeadlineMs?: number;
  /** How long a drawn page is served again for the same address and cookie (page-cache.ts); 0 or absent keeps none. */
  pageCacheSeconds?: number;
  /** How long a CDN may keep a page drawn for a first visit (drawn-page-caching.ts); absent: the defaults. */
  sharedCaching?: SharedCaching;
  log?: LogLine;
  /** What a drawn page depends on (page-renderer.ts loadDrawnVisitOf); needed with `render`. */
  visitOf?: DrawnVisitOf;
  /** Each page's one spelling, where its other spellings are sent (canonical-address.ts); absent: none are. */
  canonicalAddressOf?: CanonicalAddressOf;
  /** The backend's cookies passed on while drawing, and keyed by (pages.ts). */
  varyCookies?: readonly string[];
  /** The shop's public origin (site-origin.ts); absent: this server's own address. */
  siteUrl?: string | null;
  /** Builds /sitemap.xml from the shop's public pages (sitemap-thread.ts, over page-renderer.ts loadSitePageLister). */
  buildSitemap: BuildSitemapFiles;
  /** How long a built sitemap is served as it is (sitemap.ts); absent: the default. */
  sitemapCacheSeconds?: number;
  /** Addresses in one sitemap file before /sitemap.xml becomes an index (sitemap-files.ts); absent: the protocol's. */
  sitemapLimit?: number;
  /** Where the server counts what it does (metrics.ts); absent: nothing is counted. */
  metrics?: StorefrontMetrics;
  /** The shell with a page's own head, for a page that could not be drawn (page-renderer.ts loadShellHeadReader). */
  readShellHead?: ReadShellHead;
  /** How long the call that names a page may take before its shell goes plain (shell-with-head.ts); absent: the default. */
  shellHeadDeadlineMs?: number;
};

/**
 * The storefront's production server: the built shop's files, the public pages drawn with their data (the shell at
 * every other page address), `/rest/api` forwarded to the backend, `/sitemap.xml` and `/robots.txt`, `/healthz` and `/readyz`. It keeps no state, so any number of them can stand behind a load balancer. Only
 * main.ts listens; tests call this and `inject`.
 */
export async function buildStorefront(options: StorefrontOptions): Promise<FastifyInstance> {
  // The request log is ours (one JSON line a request, request-log.ts); Fastify's logger stays off.
  // Each request's id is the balancer's when usable (request-id.ts), for the log and the backend.
  const app = Fastify({ logger: false, genReqId: requestIdOf, requestIdHeader: false });

  // External plugins first: compression registers its hook on every route added after it.
  // Answers without a precompressed copy (forwarded JSON, the manifest, the shell once drawn on the server).
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });

  requestLog(app, options.log ?? writeToStdout);
  const { metrics } = options;
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      if (isApiPath(pathOf(request.url))) metrics.apiAnswered(reply.statusCode);
    });
  }
  answerOnlyWhatIsAddressedHere(app, options.allowedHosts ?? null);
  securityHeaders(app, { cspAllow: options.cspAllow ?? [], mediaPaths: options.mediaPaths });
  if (options.canonicalAddressOf) redirectToCanonicalAddress(app, options.canonicalAddressOf);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    // A 5xx is ours to read in the log, never the visitor's: its message may name files or hosts.
    if (status >= 500)
      process.stderr.write(`${new Date().toISOString()} ${request.method} ${pathOf(request.url)}: ${error.stack ?? error.message}\n`);
    const message = status >= 500 ? 'The storefront server failed' : error.message;
    if (isApiPath(pathOf(request.url))) return reply.code(status).send({ code: status >= 500 ? codes.serverError : status, message });
    return reply.code(status).send({ statusCode: status, error: message });
  });

  await app.register(forwardToBackend, {
    api: options.api,
    timeoutMs: options.backendTimeoutMs,
    mediaPaths: options.mediaPaths,
    forwardHeaders: options.forwardHeaders,
    stopping: options.stopping,
  });
  health(app, { draining: options.draining, renderThreadsUp: options.renderThreadsUp });
  const siteOrigin = siteOriginOf(app, options.siteUrl);
  await staticFiles(app, { webDist: options.webDist });
  robotsTxt(app, { webDist: options.webDist, siteOrigin });
  sitemap(app, {
    buildFiles: options.buildSitemap,
    siteOrigin,
    cacheSeconds: options.sitemapCacheSeconds,
    limit: options.sitemapLimit,
  });
  pages(app, {
    render: options.render,
    deadlineMs: options.pageDeadlineMs,
    firstVisitDeadlineMs: options.firstVisitDeadlineMs,
    cacheSeconds: options.pageCacheSeconds,
    sharedCaching: options.sharedCaching,
    visitOf: options.visitOf,
    varyCookies: options.varyCookies,
    siteOrigin,
    metrics: options.metrics,
    ...(options.readShellHead
      ? { shellHead: boundedShellHead({ read: options.readShellHead, deadlineMs: options.shellHeadDeadlineMs }) }
      : {}),
  });
  return app;
}

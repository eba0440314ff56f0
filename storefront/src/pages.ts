import { codes } from '@tours/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DrawnPage } from './drawn-page.js';
import { DEFAULT_SHARED_CACHING, drawnPageCacheControl, type SharedCaching } from './drawn-page-caching.js';
import type { DrawingOutcome, StorefrontMetrics } from './metrics.js';
import { PageCache, type ShellInstead } from './page-cache.js';
import type { DrawingLane, DrawnDocument, DrawnVisitOf, RenderDocument } from './page-renderer.js';
import { isApiPath, pathOf } from './paths.js';
import { encodedBody } from './precompressed-text.js';
import { REQUEST_ID_HEADER } from './request-id.js';
import { type ReadBoundedShellHead, shellInsteadOfPage } from './shell-with-head.js';
import { SHELL_CACHE } from './static-files.js';

export const HEALTH_PATH = '/healthz';

/**
 * A page address: a GET or HEAD of a path that is not a file, whatever the client accepts (curl, uptime checks and
 * link-preview fetchers send `*\/*`). The app routes in history mode, so every such address gets its page, drawn or as
 * the shell. A path whose last part has a dot names a file: a missing one is a real 404, never the shell, or a stale
 * tab would run HTML as a script. No route of the app has a dot folder in it, so those (the build's .server/, .vite/)
 * are 404s too.
 */
function isPageAddress(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request.url);
  if (isApiPath(path) || path === HEALTH_PATH || path.startsWith('/assets/') || path.includes('/.')) return false;
  const lastPart = path.slice(path.lastIndexOf('/') + 1);
  return !lastPart.includes('.');
}

/** The same address may be drawn or be the shell, depending on the cookie, so both say they vary by it. */
const PAGE_VARY = 'Cookie';

/** How long a page may take to be drawn, counted from its arrival; past it the shell goes out. */
export const PAGE_DEADLINE_MS = 1_000;
/**
 * The same for a first visit, without any cookie: crawlers and link previews, which read only what the server drew
 * (the shell has none of the page's words) and wait for it seconds, and a first visitor, whose browser would take
 * as long to draw the page from the shell, its scripts not yet kept.
 */
export const FIRST_VISIT_DEADLINE_MS = 3_000;

/**
 * The app's shell, index.html; static-files.ts gives it `Cache-Control: no-cache` with its ETag and Last-Modified. A
 * 404 (an address or a thing that does not exist) is the shell too, and the browser draws its not-found page. The
 * shell with a page's own head (shell-with-head.ts) is another body than the file: no ETag or Last-Modified of the file.
 */
function sendShell(reply: FastifyReply, status: 200 | 404 = 200, withHead: string | null = null): FastifyReply {
  reply.code(status).header('cache-control', SHELL_CACHE).header('vary', PAGE_VARY);
  return withHead === null ? reply.sendFile('index.html') : reply.type('text/html; charset=utf-8').send(withHead);
}

export interface PageOptions {
  render?: RenderDocument;
  /** What a page depends on (the shop's web/src/server-render/drawn-visit.ts); needed with `render`. */
  visitOf?: DrawnVisitOf;
  /** The backend's cookies that change its answers: with the visitor's, the only ones passed on and keyed by. */
  varyCookies?: readonly string[];
  deadlineMs?: number;
  /** How long a first visit's page may take (FIRST_VISIT_DEADLINE_MS). */
  firstVisitDeadlineMs?: number;
  /** How long a drawn page is served again for the same visit (page-cache.ts); 0 keeps none. */
  cacheSeconds?: number;
  /** How long a CDN may keep a page drawn for a first visit (drawn-page-caching.ts). */
  sharedCaching?: SharedCaching;
  /** The origin a page is drawn at: it names itself and its language addresses under it (site-origin.ts). */
  siteOrigin?: () => string;
  /** Counts pages drawn, shells sent and why, and drawings (metrics.ts). */
  metrics?: StorefrontMetrics;
  /** The shell with the page's own head, for a page that could not be drawn (shell-with-head.ts). */
  shellHead?: ReadBoundedShellHead;
}

/** How a drawing the renderer answered ended: drawn, left to the browser (no HTML), or refused (null). */
const drawingOutcome = (drawn: DrawnDocument | null): DrawingOutcome =>
  drawn === null ? 'refused by the renderer' : drawn.html == null ? 'left to the browser' : 'drawn';

/**
 * Draws the page within its deadline: null past it, whatever the renderer is still doing, or when drawing fails. A
 * controller of its own with a plain timer: a signal made by AbortSignal.timeout() or any() is held weakly by Node
 * and may be collected before it fires.
 */
async function drawWithin(
  render: RenderDocument,
  request: Request,
  { lane, deadlineMs }: { lane: DrawingLane; deadlineMs: number },
  path: string,
  metrics?: StorefrontMetrics,
): Promise<DrawnDocument | null> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), deadlineMs);
  // Said in the log: a server that sends shells because its pages run late is one a person should look at.
  const timeUp = new Promise<null>((resolve) =>
    deadline.signal.addEventListener(
      'abort',
      () => {
        process.stderr.write(`${new Date().toISOString()} ${path} was not drawn within ${deadlineMs} ms: the shell went instead\n`);
        metrics?.drawingEnded('past the deadline');
        resolve(null);
      },
      { once: true },
    ),
  );
  try {
    const order = { lane, deadline: Date.now() + deadlineMs };
    const drawn = await Promise.race([render(new Request(request, { signal: deadline.signal }), order), timeUp]);
    if (!deadline.signal.aborted) metrics?.drawingEnded(drawingOutcome(drawn));
    return drawn;
  } catch (error) {
    process.stderr.write(`${new Date().toISOString()} drawing ${path} failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    metrics?.drawingEnded('failed');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The page, or the shell instead once `deadlineMs` has passed. */
function withinDeadline(page: Promise<DrawnPage | ShellInstead>, deadlineMs: number): Promise<DrawnPage | ShellInstead> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<ShellInstead>((resolve) => {
    timer = setTimeout(() => resolve({ status: 200 }), deadlineMs);
  });
  return Promise.race([page, timeUp]).finally(() => clearTimeout(timer));
}

/**
 * The page drawn with its data, or the shell when the renderer leaves it to the browser, fails, or runs out of time.
 * Each page has its own deadline from its arrival (a first visit's is longer): a slow backend for one visitor delays
 * no other, and the render pool's room is bounded per lane (render-pool.ts). A visitor asking for a page being drawn
 * for the same visit waits for that drawing, but no longer than their own deadline. The renderer gets the visit and
 * nothing else of the request: the address reduced to what the page reads, read against a fixed origin (the Host
 * header is the client's to choose), and the visitor's cookie with the backend's named ones. What reaches the
 * backend is then exactly what the cache's key holds.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: PageOptions,
  cache: PageCache,
): Promise<FastifyReply> | FastifyReply {
  const { render, visitOf, metrics } = options;
  if (!render || !visitOf) {
    metrics?.pageAnswered('shell: no renderer');
    return sendShell(reply);
  }
  const visit = visitOf(request.url, request.headers.cookie, options.varyCookies ?? []);
  if (visit === null) {
    metrics?.pageAnswered('shell: drawn by the browser');
    return sendShell(reply);
  }
  const origin = options.siteOrigin?.() ?? 'http://localhost';
  // The request's id goes with it to the backend's calls; the page drawn is the visit's, whoever's request started it.
  const headers = { ...(visit.cookie ? { cookie: visit.cookie } : {}), [REQUEST_ID_HEADER]: request.id };
  const drawing = new Request(new URL(visit.url, origin), { headers });
  const firstVisit = request.headers.cookie === undefined;
  const lane: DrawingLane = visit.searched ? 'search' : firstVisit ? 'first visit' : 'visitor';
  const deadlineMs = firstVisit ? (options.firstVisitDeadlineMs ?? FIRST_VISIT_DEADLINE_MS) : (options.deadlineMs ?? PAGE_DEADLINE_MS);
  let drawsItself = false;
  const page = cache.page(PageCache.keyOf(visit.url, visit.cookie), () => {
    drawsItself = true;
    return drawWithin(render, drawing, { lane, deadlineMs }, pathOf(request.url), metrics);
  });
  // A drawing of this request ends at its own deadline; one it joined, started for another visitor, may have a later
  // deadline: this visitor waits no longer than their own.
  const drawn = drawsItself ? page : withinDeadline(page, deadlineMs);
  return drawn.then(async (page) => {
    if (reply.sent) return reply;
    if (!(page instanceof DrawnPage)) {
      return sendShell(reply, page.status, await shellInsteadOfPage(drawing, pathOf(request.url), page.status, options.shellHead, metrics));
    }
    metrics?.pageAnswered('drawn');
    // Compressed by zlib on libuv's threads, off the event loop; made once per page and encoding (precompressed-text.ts).
    const body = await encodedBody(reply, page, request.headers['accept-encoding']);
    return reply
      .code(page.status)
      .header('cache-control', drawnPageCacheControl(request.headers.cookie, options.sharedCaching ?? DEFAULT_SHARED_CACHING))
      .header('vary', `${PAGE_VARY}, Accept-Encoding`)
      .type('text/html; charset=utf-8')
      .send(body);
  });
}

/**
 * The folder of a missing file that may be the backend's rather than the build's: a file one folder or more deep
 * outside the build's `assets/` (the mock names its pictures `/media/...`). Null for anything else.
 */
function backendLikeFolder(path: string): string | null {
  const folder = /^(\/[^/.]+)\/.+\.[^/]+$/.exec(path)?.[1];
  return folder === undefined || folder === '/assets' ? null : folder;
}

/**
 * The most folders the hint names: a stranger asking missing files under endless folders fills neither the server's
 * memory nor its log, while a misconfigured shop shows its one picture folder at once.
 */
const HINTED_FOLDERS = 5;

/**
 * Says once per folder that a missing file there may be the backend's: pictures a backend names by a path on its own
 * host reach the browser only through `--media-path`, and without it a shop in front of the mock shows none.
 */
function hintAtMediaPath(): (path: string) => void {
  const told = new Set<string>();
  return (path) => {
    const folder = backendLikeFolder(path);
    if (folder === null || told.has(folder) || told.size >= HINTED_FOLDERS) return;
    told.add(folder);
    process.stderr.write(
      `${new Date().toISOString()} ${path} is no file of the shop's build: if the backend serves ${folder}/ (the mock's pictures do), start with --media-path ${folder}\n`,
    );
  };
}

/** `/` and every page address get the page, drawn or as the shell; anything else no route or file answers is a 404. */
export function pages(app: FastifyInstance, options: PageOptions = {}): void {
  if (options.render && !options.visitOf) throw new Error('A renderer needs the visit it draws for (visitOf)');
  const cache = new PageCache({ seconds: options.cacheSeconds ?? 0, ...(options.metrics ? { metrics: options.metrics } : {}) });
  const hint = hintAtMediaPath();
  app.get('/', (request, reply) => sendPage(request, reply, options, cache));
  app.setNotFoundHandler((request, reply) => {
    if (isPageAddress(request)) return sendPage(request, reply, options, cache);
    const path = pathOf(request.url);
    if (isApiPath(path)) return reply.code(404).send({ code: codes.notFound, message: `No call ${request.method} ${path}` });
    hint(path);
    return reply.code(404).send({ statusCode: 404, error: 'Not Found' });
  });
}

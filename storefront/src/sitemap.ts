import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KeptBuild } from './kept-build.js';
import { pathOf } from './paths.js';
import { encodedBody, PrecompressedText } from './precompressed-text.js';
import { SITEMAP_PATH } from './sitemap-files.js';

/** Crawlers read a sitemap a few times a day; each build asks the backend for every tour, post and article. */
export const DEFAULT_SITEMAP_CACHE_SECONDS = 600;
/** A listing still unfinished by then has a backend too slow to wait for: it fails, and the sitemap with it. */
const LISTING_DEADLINE_MS = 60_000;
/** After a failed build: what a crawler is told to wait, and how long no new build is tried. */
const RETRY_AFTER_SECONDS = 60;

/**
 * Builds the sitemap's files (sitemap-files.ts), by path, as UTF-8 XML: in production in a thread of its own
 * (sitemap-thread.ts). `limit` is the addresses in one file (absent: the protocol's); `signal` ends the build.
 */
export type BuildSitemapFiles = (origin: string, limit: number | undefined, signal: AbortSignal) => Promise<Map<string, Uint8Array>>;

export type SitemapOptions = {
  buildFiles: BuildSitemapFiles;
  /** The origin its addresses are written under (site-origin.ts). */
  siteOrigin: () => string;
  /** How long a built sitemap is served as it is (kept-build.ts); 0: each request builds (concurrent ones share). */
  cacheSeconds?: number;
  /** Addresses in one file, past which /sitemap.xml is an index (sitemap-files.ts). */
  limit?: number;
};

/** The sitemap, built within the deadline: a plain timer, as pages.ts explains. */
async function buildWithin(options: SitemapOptions, deadlineMs: number) {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new Error(`the pages were not listed within ${deadlineMs} ms`)), deadlineMs);
  try {
    return await options.buildFiles(options.siteOrigin(), options.limit, deadline.signal);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/sitemap.xml` (and its parts past the protocol's limit, `/sitemap-<n>.xml`): every public page in both languages,
 * from the backend's own calls, each address naming its alternates. Built once for every request that comes while it
 * is being built, kept for `cacheSeconds` and served stale while the next one is built. A build with a failed call is
 * no sitemap: while no good one is at hand the answer is 503 with Retry-After, never half the shop. Built without a
 * render thread, so `--shell-only` has it too.
 */
export function sitemap(app: FastifyInstance, options: SitemapOptions): void {
  const cacheSeconds = options.cacheSeconds ?? DEFAULT_SITEMAP_CACHE_SECONDS;
  // Each file kept with its compressed bodies, made once on libuv's threads: a download of a kept sitemap (14 MB for
  // 20,000 tours) costs the event loop no compression.
  const build = async () => {
    try {
      const files = await buildWithin(options, LISTING_DEADLINE_MS);
      return new Map([...files].map(([path, xml]) => [path, new PrecompressedText(xml)]));
    } catch (error) {
      process.stderr.write(
        `${new Date().toISOString()} the sitemap could not be built: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      throw error;
    }
  };
  const files = new KeptBuild(build, { keepMs: cacheSeconds * 1000, retryAfterMs: RETRY_AFTER_SECONDS * 1000 });

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    let built: Map<string, PrecompressedText>;
    try {
      built = await files.value();
    } catch {
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The sitemap cannot be built now: the backend did not answer. Try again later.\n');
    }
    const file = built.get(pathOf(request.url));
    if (file === undefined) return reply.callNotFound();
    const body = await encodedBody(reply, file, request.headers['accept-encoding']);
    return reply
      .header('cache-control', `public, max-age=${cacheSeconds}`)
      .header('vary', 'Accept-Encoding')
      .header('content-length', body.length)
      .type('application/xml; charset=utf-8')
      .send(body);
  };
  app.get(SITEMAP_PATH, answer);
  app.get('/sitemap-:part.xml', answer);
}

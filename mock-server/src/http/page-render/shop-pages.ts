import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WORLD_HEADER } from '../worlds.js';
import type { PageRenderer } from './page-renderer.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A rendered page is made per request, so it is compressed per request: about 5 ms at these settings for a page that
 * would otherwise cross a phone's 4G at four times its size. (The build's files have their .br and .gz beside them.)
 */
async function compressed(html: string, acceptEncoding: string | undefined): Promise<{ body: Buffer | string; encoding?: string }> {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return { body: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: await gzipped(html), encoding: 'gzip' };
  return { body: html };
}

/**
 * What a drawn page depends on: the visitor (language, currency, session: the shop-visitor cookie), phone or not,
 * and the world its calls were made in, named by the X-Mock-World header or the mock-world cookie. Vary lists
 * request headers only: the cookie is covered by Cookie, the header must be named itself, or a cache would give
 * one world's page to another.
 */
const DRAWN_PAGE_VARY = `Accept-Encoding, Cookie, User-Agent, ${WORLD_HEADER}`;

/** What the page's own calls carry of its request: the world it was asked in (cookie or header). */
function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const forward: Record<string, string> = {};
  if (request.headers.cookie) forward.cookie = request.headers.cookie;
  const world = request.headers[WORLD_HEADER];
  if (typeof world === 'string') forward[WORLD_HEADER] = world;
  return forward;
}

/**
 * The shop's page addresses: a server-rendered page where the renderer draws one (web/src/server-render/ decides
 * which), else the build's index.html, which the browser draws itself, exactly as from a static host.
 */
export class ShopPages {
  constructor(
    private readonly webDist: string,
    private readonly renderer: PageRenderer | null,
  ) {}

  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    // no-cache: the page must name the current build's scripts after a deploy, and a rendered one the current data.
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const html =
      this.renderer && request.method === 'GET'
        ? await this.renderer.render({
            url: `http://shop.invalid${request.url}`,
            userAgent: request.headers['user-agent'],
            forward: forwardedHeaders(request),
          })
        : null;
    if (html === null) return reply.send(await readFile(join(this.webDist, 'index.html')));
    const { body, encoding } = await compressed(html, request.headers['accept-encoding']);
    reply.header('vary', DRAWN_PAGE_VARY);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  }

  warm(): void {
    this.renderer?.warm();
  }

  close(): Promise<void> {
    return this.renderer?.close() ?? Promise.resolve();
  }
}

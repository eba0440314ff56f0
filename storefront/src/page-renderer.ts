import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A page address answered by the renderer: its status and the whole HTML document, or no HTML when the browser draws
 * the page from the shell with that status (a tour the backend does not know is a 404 all the same).
 */
export interface DrawnDocument {
  status: 200 | 404;
  html: string | null;
}

/**
 * The render pool's lane a page waits in (render-pool.ts): a first visit (no cookie at all: crawlers, link previews, a
 * traveller's first page), a visitor with cookies, or a visitor's own search (drawn-visit's `searched`), whatever the
 * cookie. Each lane has room of its own, so a flood in one takes no drawing from the others.
 */
export type DrawingLane = 'first visit' | 'visitor' | 'search';

/** How a page is to be drawn: its lane, and when its time is up (ms since the epoch). */
interface DrawingOrder {
  lane: DrawingLane;
  deadline: number;
}

/** The shop's renderer: draws one page address, or null when the browser should draw it from the shell with a 200. */
type ShopRenderer = (request: Request) => Promise<DrawnDocument | null>;

/** The server's way to draw a page (in production the render pool, render-pool.ts, over the shop's renderer). */
export type RenderDocument = (request: Request, order: DrawingOrder) => Promise<DrawnDocument | null>;

/** A page's address and cookie reduced to what its drawing depends on; null when the browser draws it. */
export type DrawnVisitOf = (
  url: string,
  cookieHeader: string | undefined,
  varyCookies: readonly string[],
) => { url: string; cookie: string; searched: boolean } | null;

/** Where a request for another spelling of a page's address is sent; null when it is the page's one spelling. */
export type CanonicalAddressOf = (url: string) => string | null;

/** The shop's server entry, as web's SSR build writes it (web/vite.render.config.ts). */
export const RENDER_BUNDLE = join('.server', 'entry-server.mjs');
/** The same build's small entry that reads a request's visit and its page's address (web/src/server-render/drawn-visit.ts). */
const VISIT_BUNDLE = join('.server', 'drawn-visit.mjs');
/** And the one that lists the shop's public pages (web/src/server-render/site-pages.ts). */
const SITE_PAGES_BUNDLE = join('.server', 'site-pages.mjs');
/** And the one that names a page it could not draw in the shell (web/src/server-render/shell-head.ts). */
const SHELL_HEAD_BUNDLE = join('.server', 'shell-head.mjs');
/** The app's shell, as web's browser build writes it. */
const SHELL = 'index.html';
/** The page the renderer draws into, as web's browser build writes it (web/build/page-template-plugin.ts). */
const PAGE_TEMPLATE = join('.drawn-page', 'template.html');

/** A public page by its address in each language: path and query, under the shop's origin. */
export interface SitePage {
  en: string;
  zh: string;
}

/** Every public page of the shop, from the backend's calls; rejects when one fails. `signal` ends the calls. */
export type ListSitePages = (signal: AbortSignal) => Promise<SitePage[]>;

/**
 * The shell with the head of the page a drawing request names (its address under the shop's origin and its visit's
 * cookie), from one backend call or none; null when that page has no head of its own. Rejects when the call fails or
 * the request's signal aborts.
 */
export type ReadShellHead = (request: Request) => Promise<string | null>;

interface RenderBundle {
  createPageRenderer: (options: { api: string; template: string; sanitizerWindow: unknown }) => Promise<ShopRenderer>;
}

function builtFile(webDist: string, file: string): string {
  const path = join(webDist, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: run npm run build first`);
  return path;
}

async function importBuilt<T>(webDist: string, file: string): Promise<T> {
  return (await import(pathToFileURL(builtFile(webDist, file)).href)) as T;
}

/**
 * Loads the shop's own renderer from the build: the same modules as the browser's, with each route's loaders and
 * one render per page (web/src/server-render/). Loaded once by each render thread (render-worker.ts); the function it
 * returns keeps no state between pages. The HTML of blogs and reviews is sanitized by DOMPurify, which parses with a
 * DOM: a jsdom window for it alone, as DOMPurify recommends on Node. Nothing else of the shop runs in a window.
 */
export async function loadPageRenderer(webDist: string, api: string): Promise<ShopRenderer> {
  const { createPageRenderer } = await importBuilt<RenderBundle>(webDist, RENDER_BUNDLE);
  // Imported here, not at the top: the server's own thread and the sitemap's load this module without drawing a page.
  const { JSDOM } = await import('jsdom');
  const template = readFileSync(builtFile(webDist, PAGE_TEMPLATE), 'utf8');
  return createPageRenderer({ api, template, sanitizerWindow: new JSDOM('').window });
}

/**
 * Loads what the shop says a page depends on, for the server's own thread: which query parameters each page reads and
 * how its visitor cookie is written are the shop's to know, so the page cache's key comes from its build too.
 */
export async function loadDrawnVisitOf(webDist: string): Promise<DrawnVisitOf> {
  return (await importBuilt<{ drawnVisitOf: DrawnVisitOf }>(webDist, VISIT_BUNDLE)).drawnVisitOf;
}

/** Throws, naming the file, when the build has no page lister: a server that could list no page should not start. */
export function checkSitePageLister(webDist: string): void {
  builtFile(webDist, SITE_PAGES_BUNDLE);
}

/**
 * Loads the shop's one spelling of each page's address, from the same small entry: which routes and ids a page has,
 * and how the page names itself, are the shop's to know, so the redirect to it comes from its build too. It needs no
 * renderer, so it is loaded with --shell-only too.
 */
export async function loadCanonicalAddressOf(webDist: string): Promise<CanonicalAddressOf> {
  return (await importBuilt<{ canonicalAddressOf: CanonicalAddressOf }>(webDist, VISIT_BUNDLE)).canonicalAddressOf;
}

/**
 * Loads the shop's list of its public pages, for the sitemap's thread (sitemap-worker.ts): which pages exist, and which
 * calls name them, is the shop's to know; the sitemap's XML is this server's (sitemap-files.ts). It asks the backend
 * directly, as the renderer does, and needs no renderer, so it is loaded with --shell-only too.
 */
export async function loadSitePageLister(webDist: string, api: string): Promise<ListSitePages> {
  return (await importBuilt<{ createSitePageLister: (api: string) => ListSitePages }>(webDist, SITE_PAGES_BUNDLE)).createSitePageLister(
    api,
  );
}

/**
 * Loads the shop's reader of a page's head for its shell, for the server's own thread: which call names a page, and what
 * its head says, are the shop's to know. It reads no more than that call's answer and draws nothing, so it is cheap
 * enough for the server's thread when the render threads are too busy to draw the page. Refuses a shell without the
 * slot the build writes for a head.
 */
export async function loadShellHeadReader(webDist: string, api: string): Promise<ReadShellHead> {
  const { createShellHeadReader } = await importBuilt<{
    createShellHeadReader: (options: { api: string; shell: string }) => Promise<ReadShellHead>;
  }>(webDist, SHELL_HEAD_BUNDLE);
  return createShellHeadReader({ api, shell: readFileSync(builtFile(webDist, SHELL), 'utf8') });
}

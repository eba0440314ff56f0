/// <reference lib="webworker" />

import { codes } from '@tours/contract';
import { answerBrowserRequest, type BrowserWorld, isMockAddress, moveWalletPayment, walletPaymentOf } from '@tours/mock-server/browser';
import { formatDate } from '@tours/mock-server/time';
import { type PageAsk, WORLD_CHANGED, type WorkerAnswer } from '../src/preview-protocol.js';
import { AssetCache } from './asset-cache.js';
import type { AssetHashes } from './asset-check.js';
import { todaysBuiltWorld } from './built-world.js';
import { drawnPageFor, VISITOR_COOKIE } from './drawn-pages.js';
import { PreviewWorld } from './preview-world.js';
import { hasSaved, storeNameFor } from './world-store.js';

/**
 * Set by preview/vite.config.ts at build time: which build this is (it names the worlds it saves, and the page, which
 * has the same name baked in, asks it to tell its own worker from another), the file of the world it seeded, and the
 * SHA-256 of each of its files under assets/ (asset-check.ts).
 */
declare const PREVIEW_BUILD: string;
declare const PREVIEW_WORLD_FILE: string;
declare const PREVIEW_ASSET_HASHES: AssetHashes;
/**
 * And the pages a navigation gets: the shop's page drawn in the browser (the shell), and the pages drawn at build time
 * (build/draw-pages.ts), by their address under the base, from the world of the build's (UTC) day.
 */
declare const PREVIEW_SHELL_FILE: string;
declare const PREVIEW_DRAWN_PAGES: string[];
declare const PREVIEW_DRAWN_DAY: string;

/*
 * The preview's service worker holds the visitor's world and answers the mock's addresses itself, with the mock's
 * browser adapter (mock-server/src/browser): the shop's requests never wait for a page busy drawing its first screen,
 * and every tab of the preview shares the one world. Bundled by preview/vite.config.ts (Vite, one classic script).
 */
const worker = self as unknown as ServiceWorkerGlobalScope;
const ownOrigin = (request: Request) => new URL(request.url).origin === worker.location.origin;
const scope = worker.registration.scope;
const basePath = new URL(scope).pathname.replace(/\/$/, '');
const assetCache = new AssetCache(scope, PREVIEW_BUILD, PREVIEW_ASSET_HASHES);
const storeName = storeNameFor(basePath);
const world = new PreviewWorld(storeName, todaysBuiltWorld(new URL(PREVIEW_WORLD_FILE, scope)), PREVIEW_BUILD);
const drawnPages = new Set(PREVIEW_DRAWN_PAGES);

// A new preview takes over at once: every world it finds is checked (preview-world.ts), and the pages wait for it.
worker.addEventListener('install', () => {
  void worker.skipWaiting();
});
worker.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([worker.clients.claim(), assetCache.dropOlderBuilds()]));
  void world.open().catch(() => {});
});

// 1. Navigations inside the preview get a page of the build: a plain static server has no fallback, so a reload of
//    <base>/productInfo/1 or the wallet's <base>/mock-paypal/checkout would be its 404. A page drawn at build time
//    when it fits the visit (sw/drawn-pages.ts says when), else the shell. The world starts opening while the page
//    loads its scripts.
function answerNavigation(event: FetchEvent): boolean {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return false;
  if (!request.url.startsWith(scope)) return false;
  const rest = request.url.slice(scope.length).split(/[?#]/)[0] ?? '';
  // A real file (a picture opened in a tab, the docs) is the host's to serve.
  if (/\.[a-z0-9]+$/i.test(rest)) return false;
  void world.open().catch(() => {});
  event.respondWith(
    pageFor(request)
      .catch(() => PREVIEW_SHELL_FILE)
      // Revalidated with the host, never taken from the HTTP cache unasked: a page of an older build than the worker
      // would take the worker for another build's and stop (src/served-by-own-worker.ts).
      .then((file) => fetch(new URL(file, scope), { cache: 'no-cache' }))
      .then((page) => (page.ok ? page : fetch(request)))
      .catch(() => fetch(request)),
  );
  return true;
}

/** The visitor's `shop-visitor` cookie; null where the worker cannot read cookies (no Cookie Store API). */
async function visitorCookie(): Promise<string | undefined | null> {
  const cookies = (worker as { cookieStore?: { get: (name: string) => Promise<{ value: string } | null> } }).cookieStore;
  if (!cookies) return null;
  return (await cookies.get(VISITOR_COOKIE))?.value;
}

/** The file a navigation gets: the page drawn for it when the world and the visitor are still the ones it was drawn for. */
async function pageFor(request: Request): Promise<string> {
  const address = new URL(request.url);
  const path = address.pathname.slice(new URL(scope).pathname.length);
  if (!drawnPages.has(path)) return PREVIEW_SHELL_FILE;
  const worldAsBuilt = world.saves === 0 && formatDate(new Date()) === PREVIEW_DRAWN_DAY && !(await hasSaved(storeName));
  const drawn = drawnPageFor(drawnPages, { path, search: address.searchParams, visitorCookie: await visitorCookie(), worldAsBuilt });
  return drawn ?? PREVIEW_SHELL_FILE;
}

// 2. The build's own files, from the worker's cache once their bodies are checked against the build's digests.
function answerAsset(event: FetchEvent): boolean {
  const expected = assetCache.expected(event.request);
  if (!expected) return false;
  event.respondWith(assetCache.answer(event.request, expected).catch(() => fetch(event.request)));
  return true;
}

/** Another tab's page refetches what it shows when an answer to this one changed the world. */
async function tellOtherTabs(exceptClientId: string): Promise<void> {
  for (const client of await worker.clients.matchAll({ type: 'window' })) {
    if (client.id !== exceptClientId) client.postMessage(WORLD_CHANGED);
  }
}

/** The envelope every call gets when the world cannot be opened (IndexedDB refused, the world file missing). */
function worldUnavailable(error: unknown): Response {
  const message = `The preview could not open its world: ${error instanceof Error ? error.message : String(error)}`;
  return Response.json({ code: codes.serverError, message }, { status: 500 });
}

async function mockAnswer(request: Request, clientId: string): Promise<Response> {
  let opened: BrowserWorld;
  try {
    opened = await world.open();
  } catch (error) {
    return worldUnavailable(error);
  }
  const savesBefore = world.saves;
  const answer = await answerBrowserRequest(opened, request, { basePath });
  if (world.saves !== savesBefore) void tellOtherTabs(clientId);
  return answer ?? fetch(request);
}

// 3. The API, the control plane, uploads and the world's pictures, on the preview's own origin, answered from the world.
function answerMock(event: FetchEvent): void {
  const { request } = event;
  if (!ownOrigin(request) || !isMockAddress(request.url)) return;
  event.respondWith(mockAnswer(request, event.clientId));
}

worker.addEventListener('fetch', (event) => {
  if (answerNavigation(event) || answerAsset(event)) return;
  answerMock(event);
});

async function answerAsk(ask: PageAsk, from: Client | ServiceWorker | MessagePort | null): Promise<WorkerAnswer> {
  switch (ask.kind) {
    case 'claim':
      await worker.clients.claim();
      return { kind: 'claimed' };
    case 'keep-assets':
      await assetCache.keep(ask.urls);
      return { kind: 'kept' };
    case 'notices':
      await world.open().catch(() => {});
      return { kind: 'notices', notices: world.takeNotices() };
    case 'build':
      return { kind: 'build', build: PREVIEW_BUILD };
    case 'wallet-view':
      return { kind: 'wallet-view', payment: walletPaymentOf(await world.open(), ask.token) };
    case 'wallet-move': {
      const redirectTo = await moveWalletPayment(await world.open(), ask.move, ask.token, ask.origin);
      void tellOtherTabs(from instanceof Client ? from.id : '');
      return { kind: 'wallet-moved', redirectTo };
    }
  }
}

// A page asks through a MessageChannel (the wallet's approval page, a claim, the files to keep, the notices, the build); the answer goes back on its port.
worker.addEventListener('message', (event) => {
  const [port] = event.ports;
  if (!port) return;
  const failed = (error: unknown): WorkerAnswer => ({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  event.waitUntil(
    answerAsk(event.data as PageAsk, event.source)
      .catch(failed)
      .then((answer) => port.postMessage(answer)),
  );
});

import { type DehydratedState, dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import { codes } from '@tours/contract/routes';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ApiError } from '../api/errors';
import { AppProviders } from '../app/provider';
import { createRoutes, loadEveryPage } from '../app/routes';
import { BASE_PATH } from '../config/base-path';
import { holdsBookingDraft } from '../lib/booking-draft-cookie';
import { i18nForLanguage, loadLanguage } from '../lib/i18n';
import { preloadEveryLazyPart } from '../lib/lazy-part';
import { sanitizeWithWindow, type WindowLike } from '../lib/sanitize-html';
import { SiteOriginContext } from '../lib/site-address';
import { currencyOf, parseVisitor, type Visitor } from '../lib/visitor';
import { awaitingLoader, type DrawContext, visitHeaders } from './awaiting-loader';
import { isServerRendered, isUnknownAddress } from './server-rendered-routes';

/** A page as a visitor's browser first draws it once its calls are answered: what goes into its HTML. */
export interface RenderedPage {
  /** What goes inside #root. */
  body: string;
  /** The page's tags for <head> (its title, description, addresses and link preview), each as React wrote it. */
  head: string[];
  /** The answers the page was drawn with, for the browser's query cache (app/server-state.ts). */
  state: DehydratedState;
  /** Whom it was drawn for: the browser takes it over only if it is the same visitor. */
  visitor: Visitor;
  /** 404 for the not-found page of an address no screen owns, so crawlers and link checkers read it as one. */
  status: 200 | 404;
  /**
   * Calls the page drew as still loading because no loader asked them: the browser asks them once it has taken the
   * page over. Only the ones the first screen leaves to the browser on purpose belong here (awaiting-loader.ts).
   */
  leftToBrowser: string[];
}

const isEnabled = (query: Query): boolean => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/**
 * React hoists these into <head> in the browser; a body-only render emits them in place, so they move here: the
 * title, the description, the link preview's tags and the page's canonical and language addresses (PageMeta).
 */
const HEAD_TAGS = /<title>[\s\S]*?<\/title>|<meta (?:name|property)="[^"]*"[^>]*\/?>|<link rel="(?:canonical|alternate)"[^>]*\/?>/g;

/**
 * Loads what every page needs before the first one is drawn: each page's module and lazy parts, and the Chinese
 * strings. A server draws each page in one render, so nothing may be left to load during it. The HTML of blogs,
 * articles and reviews is sanitized by DOMPurify, which needs a DOM to parse with: `sanitizerWindow` is one for it
 * alone (jsdom's, as DOMPurify recommends for Node); the pages themselves are drawn without any window.
 */
export async function prepareRenderer(sanitizerWindow: WindowLike): Promise<void> {
  sanitizeWithWindow(sanitizerWindow);
  await Promise.all([loadEveryPage(), loadLanguage('zh')]);
  await preloadEveryLazyPart();
}

/**
 * Whether the page's time is up. The answers and the render before this run without a turn of the event loop, during
 * which the deadline's timer could never fire however late it is: one turn (a timer's, so due timers run first) lets it.
 */
async function timeIsUp(signal: AbortSignal): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return signal.aborted;
}

/**
 * The backend says that what the address names (a tour, a post, a guide) does not exist. The browser draws that
 * not-found page itself, from its own call: a page drawn here from a failed call could not be taken over as drawn.
 */
export const ENTITY_NOT_FOUND = 'entity-not-found';

const isNotFoundAnswer = (error: unknown) => error instanceof ApiError && error.code === codes.notFound;

/** Made once: the routes' modules are all here (prepareRenderer), and a handler keeps nothing between requests. */
let handler: ReturnType<typeof createStaticHandler> | null = null;

/**
 * Draws one page for a visitor without a session: the route's loaders ask its first screen's calls and wait for them,
 * then React renders it once, with every answer in the query cache. An address no screen owns is drawn as the
 * not-found page with status 404; one whose thing the backend does not know is ENTITY_NOT_FOUND. Null for what the
 * browser draws itself: a visitor with a session, a screen that is not drawn here, a failed call (the browser then
 * shows the failure with its Retry), or a request aborted because the page's time is up.
 */
export async function renderPage(request: Request): Promise<RenderedPage | typeof ENTITY_NOT_FOUND | null> {
  const cookie = request.headers.get('cookie') ?? undefined;
  const visitor = parseVisitor(cookie);
  const address = new URL(request.url);
  // The screens' own path: a build for a sub-path (the browser-only preview's) draws its pages under it.
  const pathname = address.pathname.startsWith(BASE_PATH) ? address.pathname.slice(BASE_PATH.length) || '/' : address.pathname;
  if (visitor.signedIn || !isServerRendered(pathname, { bookingDraft: holdsBookingDraft(cookie) })) return null;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  const draw: DrawContext = {
    queryClient,
    currencyId: currencyOf(visitor),
    language: visitor.language,
    headers: visitHeaders(request, visitor.language),
  };
  // The page's time is up or its visitor has gone: every call it is waiting for stops (one listener, not one a call).
  request.signal.addEventListener('abort', () => void queryClient.cancelQueries(), { once: true });
  handler ??= createStaticHandler(createRoutes(awaitingLoader), { basename: BASE_PATH || undefined });
  const staticHandler = handler;
  const context = await staticHandler.query(request, { requestContext: draw }).catch(() => null);
  if (context !== null && !(context instanceof Response) && Object.values(context.errors ?? {}).some(isNotFoundAnswer)) {
    return ENTITY_NOT_FOUND;
  }
  // Aborted, a redirect, or a loader whose call failed: the browser says what to say.
  if (context === null || context instanceof Response || context.statusCode !== 200) return null;
  const i18n = await i18nForLanguage(visitor.language);
  // A deadline bounds the page's CPU too, not only its calls: once the page's time is up nobody waits for its render
  // or its dehydration (the shell has gone out), so neither runs.
  if (await timeIsUp(request.signal)) return null;
  const html = renderToString(
    <AppProviders queryClient={queryClient} i18n={i18n} drawnOnServer serverVisitor={visitor}>
      <SiteOriginContext value={address.origin}>
        <StaticRouterProvider router={createStaticRouter(staticHandler.dataRoutes, context)} context={context} hydrate={false} />
      </SiteOriginContext>
    </AppProviders>,
  );
  if (await timeIsUp(request.signal)) return null;
  const head = html.match(HEAD_TAGS) ?? [];
  const state = dehydrate(queryClient);
  const leftToBrowser = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && isEnabled(query) })
    .map((query) => String(query.queryKey[0]));
  queryClient.clear();
  const status = isUnknownAddress(pathname) ? 404 : 200;
  return { body: html.replace(HEAD_TAGS, ''), head, state, visitor, leftToBrowser, status };
}

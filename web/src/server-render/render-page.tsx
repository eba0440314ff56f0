import { type DehydratedState, dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/provider';
import { createQueryClient } from '../app/query-client';
import { createRoutes } from '../app/routes';
import { applyLanguage } from '../i18n';
import { getLanguage } from '../lib/preferences';

/** A page as a visitor's browser first draws it once its calls are answered: what goes into its HTML. */
export interface RenderedPage {
  /** What goes inside #root. */
  body: string;
  /** The page's <title> and <meta name="description">, for <head>. */
  head: string;
  /** The answers the page was drawn with, for the browser's query cache (app/server-state.ts). */
  state: DehydratedState;
}

/**
 * A render asks for the calls of what it draws, and for the lazy modules of the parts it reaches; the next render
 * draws them. Four rounds cover a screen whose call needs an earlier answer (a tour, then its reviews) and a lazy
 * part that only an answer reveals; what is still loading then stays a placeholder in the HTML and in the browser's
 * first render alike.
 */
const ROUNDS = 4;

/** renderToString's mark of a part that suspended (a lazy module still loading), which the browser would redraw. */
const SUSPENDED = '<!--$!-->';

/**
 * Waits for the lazy modules a render reached. React's prerender waits for them, but writes the parts that came late
 * as hidden copies with inline scripts to move them, which the pages' CSP refuses; so its HTML is thrown away and the
 * next renderToString, with every module loaded, draws them in place.
 */
async function loadLazyParts(tree: ReactElement): Promise<void> {
  const { prelude } = await prerender(tree);
  await new Response(prelude).arrayBuffer();
}

/** React hoists these into <head> in the browser; a body-only render emits them in place, so they move here. */
const HEAD_TAGS = /<title>[\s\S]*?<\/title>|<meta name="description"[^>]*\/?>/g;

const isEnabled = (query: Query): boolean => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/** Calls the render asked for and nobody has sent: useQuery only fetches from an effect, which a server render never runs. */
const unsent = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query) });

/**
 * Renders one page address for a visitor without a session, in the language and currency the browser globals hold
 * (server-render/render-worker.ts sets them from the visitor's cookie). Null when a call failed: the browser then
 * draws the page itself and shows the failure the usual way (toast, Retry), which a page drawn on the server could not.
 */
export async function renderPage(url: string): Promise<RenderedPage | null> {
  await applyLanguage(getLanguage());
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(url));
  // A redirect or an address no route owns: the browser's own render says what to say.
  if (context instanceof Response || context.statusCode !== 200) return null;
  const queryClient = createQueryClient();
  const tree = (
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </AppProviders>
  );
  let html = renderToString(tree);
  for (let round = 1; round < ROUNDS; round += 1) {
    const calls = unsent(queryClient);
    if (calls.length > 0) {
      await Promise.all(calls.map((query) => query.fetch().catch(() => undefined)));
      if (queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length > 0) return null;
    } else if (html.includes(SUSPENDED)) await loadLazyParts(tree);
    else break;
    html = renderToString(tree);
  }
  const head = (html.match(HEAD_TAGS) ?? []).join('');
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { body: html.replace(HEAD_TAGS, ''), head, state };
}

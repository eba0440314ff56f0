import type { QueryClient } from '@tanstack/react-query';
import type { CallInput, CallName } from '@tours/contract';
import type { LoaderFunction } from 'react-router';
import { callData } from '../api/client';
import { layoutFirstScreen } from '../app/layout/first-screen';
import type { RouteLoaders } from '../app/routes';
import { articleFirstScreen } from '../features/articles/first-screen';
import { blogDetailFirstScreen, blogListFirstScreen } from '../features/blog/first-screen';
import { guideFirstScreen } from '../features/guide/first-screen';
import { homeFirstScreen } from '../features/home/first-screen';
import { tourDetailFirstScreen, tourListFirstScreen } from '../features/tours/first-screen';
import type { FirstScreenQueries, FirstScreenQuery } from '../lib/first-screen';
import type { Language } from '../lib/preferences';

/** What the loaders of one page drawn on the server share (React Router's request context). */
export interface DrawContext {
  queryClient: QueryClient;
  currencyId: number;
  /** The visitor's language, for the calls whose answer is chosen by it (their keys name it, api/query.ts). */
  language: Language;
  /** Passed on to the backend with every call: the visit's cookies (drawn-visit.ts) and the visitor's language. */
  headers: Record<string, string>;
}

/**
 * Asks one call of the first screen, once per page. Its query key starts `[call name, payload]` (api/query.ts), which
 * is all a call needs (a key's language is the visitor's, already in the draw's headers); the query's own signal stops it when the page is given up (render-page.tsx cancels them all).
 */
function ask(draw: DrawContext, query: FirstScreenQuery): Promise<unknown> {
  const [name, payload] = query.queryKey as readonly [CallName, CallInput<CallName>];
  return draw.queryClient.ensureQueryData({
    queryKey: query.queryKey,
    queryFn: ({ signal }) => callData(name, payload, { signal, headers: draw.headers }),
  });
}

function loaderOf(firstScreen: FirstScreenQueries): LoaderFunction {
  return async ({ request, params, context }) => {
    const draw = context as DrawContext;
    const searchParams = new URL(request.url).searchParams;
    const queries = firstScreen({ params, searchParams, currencyId: draw.currencyId, language: draw.language });
    await Promise.all(queries.map((query) => ask(draw, query)));
    return null;
  };
}

/** The drawn pages' loaders: each asks what its first screen draws, the layout what every page's chrome draws. */
export const routeLoaders: RouteLoaders = {
  layout: loaderOf(layoutFirstScreen),
  pages: {
    home: loaderOf(homeFirstScreen),
    tourList: loaderOf(tourListFirstScreen),
    tourDetail: loaderOf(tourDetailFirstScreen),
    blogList: loaderOf(blogListFirstScreen),
    blogDetail: loaderOf(blogDetailFirstScreen),
    article: loaderOf(articleFirstScreen),
    guide: loaderOf(guideFirstScreen),
  },
};

import type { QueryClient } from '@tanstack/react-query';
import { keyedCallQuery } from '../api/query';
import type { FirstScreenLoader } from '../app/routes';
import { acceptLanguage } from '../lib/localize-message';
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

/** What a server passes on to the backend with every call of a visit: its cookies (drawn-visit.ts) and its language. */
export const visitHeaders = (cookie: string | undefined, language: Language): Record<string, string> => ({
  ...(cookie ? { Cookie: cookie } : {}),
  'Accept-Language': acceptLanguage(language),
});

/** A drawn page's loader: it asks every call of the page's first screen and waits for the answers, so the page is drawn once. */
export const awaitingLoader: FirstScreenLoader =
  (firstScreen) =>
  async ({ request, params, context }) => {
    const draw = context as DrawContext;
    const searchParams = new URL(request.url).searchParams;
    const queries = (await firstScreen())({ params, searchParams, currencyId: draw.currencyId, language: draw.language });
    // Once per page; the query's own signal stops it when the page is given up (render-page.tsx cancels them all).
    await Promise.all(queries.map(({ queryKey }) => draw.queryClient.ensureQueryData(keyedCallQuery(queryKey, draw.headers))));
    return null;
  };

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

/** The header that names the request a drawing was made for, in the server's logs and the backend's. */
const REQUEST_ID = 'X-Request-Id';

/**
 * What a server passes on to the backend with every call of a visit: its cookies (drawn-visit.ts), its language, and
 * the id of the request the page is drawn for, when the server gave one (it changes no answer; it ties the backend's
 * log lines to the server's).
 */
export const visitHeaders = (request: Request, language: Language): Record<string, string> => {
  const cookie = request.headers.get('cookie');
  const requestId = request.headers.get(REQUEST_ID);
  return {
    ...(cookie ? { Cookie: cookie } : {}),
    'Accept-Language': acceptLanguage(language),
    ...(requestId ? { [REQUEST_ID]: requestId } : {}),
  };
};

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

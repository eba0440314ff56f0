/** How long a shared cache (a CDN) may keep a page drawn for a first visit, and serve it stale while it asks again. */
export interface SharedCaching {
  seconds: number;
  staleSeconds: number;
}

/**
 * A minute at the edge, then ten more served while the edge asks again: a change of tours or prices reaches visitors
 * within about a minute, and a page stays up for the next visitor while the server draws its new copy.
 */
export const DEFAULT_SHARED_CACHING: SharedCaching = { seconds: 60, staleSeconds: 600 };

/**
 * A page drawn for a cookie is the visitor's own (their language, currency, the backend's answers for their cookie):
 * no CDN or proxy may keep it (several key pages without the cookie whatever Vary says), and a browser asks again
 * each time. This server keeps it a few seconds by its visit (page-cache.ts).
 */
export const DRAWN_PAGE_CACHE = 'private, no-cache';

/**
 * A request without any cookie is a first visit: its page is drawn for the shop's default language and currency, the
 * same for every such visitor, so a shared cache may keep it (`s-maxage`) while a browser still asks each time
 * (`max-age=0`). Any cookie at all keeps the page private: a cookie this server does not read may be one a CDN in
 * front keys nothing by. `seconds` 0 keeps every page private.
 */
export function drawnPageCacheControl(cookieHeader: string | undefined, shared: SharedCaching): string {
  if (cookieHeader !== undefined || shared.seconds === 0) return DRAWN_PAGE_CACHE;
  return `public, max-age=0, s-maxage=${shared.seconds}, stale-while-revalidate=${shared.staleSeconds}`;
}

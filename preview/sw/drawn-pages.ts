/**
 * The pages the build draws (vite.config.ts, build/draw-pages.ts) and which one a navigation may be answered with.
 * Shared by the build, which writes each page's file, and the service worker, which serves them (preview-sw.ts).
 */

/** The languages a page is drawn in: its English address and the same with `?lang=zh`. */
export type DrawnLanguage = 'en' | 'zh';
export const DRAWN_LANGUAGES: readonly DrawnLanguage[] = ['en', 'zh'];

/** The cookie the shop mirrors its visitor in (web/src/lib/visitor.ts), which the worker reads to tell whom a page is for. */
export const VISITOR_COOKIE = 'shop-visitor';

/**
 * The file of a drawn page, under the base: its path and `.html` for English, which static hosts with "pretty" addresses
 * (GitHub Pages, Netlify, Cloudflare Pages, nginx's `try_files $uri $uri.html`) send for the address itself, and the
 * home page as index.html; the Chinese ones in a folder of their own, since no static host answers by the query.
 * `path` is the page's address under the base without its leading slash ('' for the home page).
 */
export function drawnPageFile(path: string, language: DrawnLanguage): string {
  const file = `${path === '' ? 'index' : path}.html`;
  return language === 'en' ? file : `drawn-${language}/${file}`;
}

/** What the worker knows when a navigation comes: where, for whom, and whether the world is still the one drawn. */
export interface NavigationContext {
  /** The address's path under the base, without its leading slash, and its query. */
  path: string;
  search: URLSearchParams;
  /** The `shop-visitor` cookie's value; undefined when the visitor has none, null when the worker cannot read cookies. */
  visitorCookie: string | undefined | null;
  /** No answer changed the world since it was made from the build's, and its day is the build's. */
  worldAsBuilt: boolean;
}

/** The language an address names, as the shop reads it (web/src/lib/site-address.ts: the last `lang`); null for another. */
function addressLanguage(search: URLSearchParams): DrawnLanguage | null {
  const named = search.getAll('lang').at(-1);
  if (named === undefined) return 'en';
  return DRAWN_LANGUAGES.find((language) => language === named) ?? null;
}

/**
 * The drawn page's file for a navigation, or null when the shop must draw the page itself (the shell):
 * - a page the build did not draw, or an address with any query but its language (a search, a page of results or of
 *   reviews is another page);
 * - a world that is not the one the pages were drawn from: any answer that changed it (a login, an order, a review,
 *   a favourite, the clock, a reset) or a day past the build's, when every date in it has moved;
 * - a visitor the page was not drawn for: one with a session, another currency, or another language than the
 *   address's, as their cookie says; and any visitor when the worker cannot read cookies.
 * The shop would take such a page over only to draw it again (web/src/app/server-state.ts), a flash of wrong content.
 */
export function drawnPageFor(drawn: ReadonlySet<string>, { path, search, visitorCookie, worldAsBuilt }: NavigationContext): string | null {
  if (!drawn.has(path) || !worldAsBuilt || visitorCookie === null) return null;
  if ([...search.keys()].some((name) => name !== 'lang')) return null;
  const language = addressLanguage(search);
  if (language === null) return null;
  // The cookie as the shop writes it for a visitor without a session in the default currency (formatVisitor).
  if (visitorCookie !== undefined && visitorCookie !== `${language}.0.0`) return null;
  return drawnPageFile(path, language);
}

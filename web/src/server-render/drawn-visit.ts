import { matchRoutes } from 'react-router';
import { BLOG_LIST_DEFAULTS } from '../features/blog/first-screen';
import { REVIEW_LIST_DEFAULTS } from '../features/tours/detail/review-page';
import { TOUR_LIST_QUERY_NAMES } from '../features/tours/list/tour-list-query';
import { holdsBookingDraft } from '../lib/booking-draft-cookie';
import { canonicalId, canonicalPathOf, isIdParameter } from '../lib/canonical-path';
import { cookieValue } from '../lib/cookies';
import { paths } from '../lib/paths';
import { LANGUAGE_PARAM, languageOfAddress } from '../lib/site-address';
import { formatVisitor, parseVisitor, VISITOR_COOKIE } from '../lib/visitor';
import { isServerRendered } from './server-rendered-routes';

/**
 * What a drawn page depends on, and nothing else: its address reduced to what its screens read, and the cookies that
 * name its visitor. A server keys its drawn pages by it and draws from it alone (the storefront's pages.ts), so a
 * client cannot make a page be drawn again by adding a query parameter or a cookie that changes nothing on it.
 */
interface DrawnVisit {
  /** The path, decoded once and encoded again, without empty segments; the query parameters the page reads, sorted. */
  url: string;
  /** `shop-visitor` as this shop writes it (absent for the default visitor) and the backend's cookies the server names. */
  cookie: string;
  /**
   * The address holds a search of the visitor's own (words, dates, filters, a page of results): one of endless
   * addresses that no link of the shop names and no other visitor shares. A server draws these apart from the pages
   * crawlers and link previews ask, so that a flood of them cannot take those pages' drawing away.
   */
  searched: boolean;
}

/** Read on every page: the header's search bar fills its fields from them (app/layout/search-bar.tsx). */
const SEARCH_BAR_QUERY = ['keyword', 'date'];
const REVIEW_QUERY = Object.keys(REVIEW_LIST_DEFAULTS);

/** The query parameters each drawn screen reads, in its component and its first screen's loader alike. */
const QUERY_READ_BY = [
  { path: paths.productList.path, query: TOUR_LIST_QUERY_NAMES },
  { path: paths.productInfo.path, query: REVIEW_QUERY },
  { path: paths.product.path, query: REVIEW_QUERY },
  { path: paths.blog.path, query: Object.keys(BLOG_LIST_DEFAULTS) },
  { path: paths.article.path, query: ['id'] },
  { path: paths.guide.path, query: ['id'] },
];

/** The query parameters of the addresses the shop itself links to and lists in its sitemap: a city's tours, an article. */
const LISTED_QUERY = new Set(['cityId', 'id']);

/** Decoded and encoded again, so `/product/%31`, `/product/1` and `/product/1/` are one page; null for a bad escape. */
function normalPath(pathname: string): string | null {
  try {
    const segments = pathname.split('/').filter((segment) => segment !== '');
    return `/${segments.map((segment) => encodeURIComponent(decodeURIComponent(segment))).join('/')}`;
  } catch {
    return null;
  }
}

/**
 * The visit a server draws for a request's path and query and Cookie header, or null when the browser draws the page
 * (the shell): a visitor with a session, an account or form screen, checkout in a browser holding a booking draft. An
 * address no screen owns is a visit too: its not-found page is drawn.
 * `varyCookies` names the backend's cookies that change its answers (a mock's world); no other cookie goes to it.
 * @public The storefront imports it from the built bundle (storefront/src/page-renderer.ts), which no import here shows.
 */
export function drawnVisitOf(url: string, cookieHeader: string | undefined, varyCookies: readonly string[]): DrawnVisit | null {
  // Read as a path on a fixed origin: `//host/x` is the path `//host/x`, never another host.
  const address = new URL(`http://visit.invalid${url.startsWith('/') ? '' : '/'}${url}`);
  const pathname = normalPath(address.pathname);
  // A first visit (no visitor cookie yet) is drawn in the language its address names, as the browser will show it.
  const named = cookieValue(cookieHeader, VISITOR_COOKIE) === undefined ? languageOfAddress(address.searchParams) : null;
  const visitor = { ...parseVisitor(cookieHeader), ...(named ? { language: named } : {}) };
  if (pathname === null || visitor.signedIn || !isServerRendered(pathname, { bookingDraft: holdsBookingDraft(cookieHeader) })) return null;
  const read = new Set([...SEARCH_BAR_QUERY, ...(matchRoutes(QUERY_READ_BY, pathname)?.[0]?.route.query ?? [])]);
  const query = new URLSearchParams();
  for (const name of [...read].sort()) {
    const value = address.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  const search = query.toString();
  // A booking draft is not among them: where it matters (checkout) the page is not drawn at all.
  const written = formatVisitor(visitor);
  const visitorCookie = written === formatVisitor(parseVisitor(undefined)) ? [] : [`${VISITOR_COOKIE}=${written}`];
  const backendCookies = [...new Set(varyCookies)].sort().flatMap((name) => {
    const value = cookieValue(cookieHeader, name);
    return value === undefined ? [] : [`${name}=${value}`];
  });
  return {
    url: search ? `${pathname}?${search}` : pathname,
    cookie: [...visitorCookie, ...backendCookies].join('; '),
    searched: [...query.keys()].some((name) => !LISTED_QUERY.has(name)),
  };
}

/** A query parameter's name as URLSearchParams reads it (`+` is a space); the text itself when it is no valid escape. */
function parameterName(piece: string): string {
  const name = piece.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/**
 * The query as it came, but for the parts that spell the page: each `id` as canonicalId writes it, and of a repeated
 * `lang` only the last, the one the page is shown in (languageOfAddress, which says why the last).
 */
function canonicalQuery(query: string): string {
  const pieces = query.split('&');
  const names = pieces.map(parameterName);
  const shownLanguage = names.lastIndexOf(LANGUAGE_PARAM);
  return pieces
    .flatMap((piece, index) => {
      const name = names[index] ?? '';
      if (name === LANGUAGE_PARAM && index !== shownLanguage) return [];
      const id = isIdParameter(name) ? canonicalId(new URLSearchParams(piece).get(name) ?? '') : null;
      return [id === null ? piece : `${name}=${id}`];
    })
    .join('&');
}

/**
 * Where a server sends a request for another spelling of a page's address (a 301), or null when the address is already
 * the one spelling of its page, or names no page. The path as canonical-path.ts spells it, which is also what the page
 * names as its canonical address (lib/site-address.ts); the query kept, but for its id and its language. A CDN then
 * keeps each page under one address, and a search engine counts it once. It depends on the address alone, never on a
 * cookie, so any cache may keep the redirect.
 * @public The storefront imports it from the built bundle (storefront/src/page-renderer.ts), which no import here shows.
 */
export function canonicalAddressOf(url: string): string | null {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const path = canonicalPathOf(pathname);
  if (path === null) return null;
  const query = queryStart === -1 ? '' : canonicalQuery(url.slice(queryStart + 1));
  const canonical = query === '' ? path : `${path}?${query}`;
  return canonical === url ? null : canonical;
}

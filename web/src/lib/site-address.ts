import { createContext, useContext } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { canonicalId, canonicalPathOf, isIdParameter } from './canonical-path';
import { paths } from './paths';
import { type Language, useLanguage } from './preferences';

/**
 * Each public page has one address per language (docs/adr/0055-an-address-per-language.md): the English one is the
 * page's own address, the Chinese one adds `lang=zh`. A crawler without cookies fetches either and gets that language
 * drawn; a visitor who has not chosen a language yet takes the address's as their own (preferences.ts).
 */
export const LANGUAGE_PARAM = 'lang';

/**
 * The language an address names, or null when it names none (or one the shop does not speak). Of an address naming
 * two, the last: a link that adds `lang` to an address that has one means to change it, and readers of a repeated
 * parameter disagree (URLSearchParams' get() takes the first, PHP, Rails and Django the last), so a server sends such an
 * address to the one naming this language alone (server-render/drawn-visit.ts) and every reader then agrees.
 */
export function languageOfAddress(searchParams: URLSearchParams): Language | null {
  const named = searchParams.getAll(LANGUAGE_PARAM).at(-1);
  return named === 'zh' || named === 'en' ? named : null;
}

/**
 * The query parameters that name what a page shows, as opposed to how the visitor is looking at it (a page of
 * results, a sort, a keyword): its canonical address keeps these alone, so a sorted or paged list is not a page of its
 * own to a search engine.
 */
const NAMING_QUERY = [
  { path: paths.productList.path, query: ['cityId', 'categoryIds'] },
  { path: paths.blog.path, query: ['cityId'] },
  { path: paths.article.path, query: ['id'] },
  { path: paths.guide.path, query: ['id'] },
];

/**
 * The page's address in a language: its path and its id as the one spelling of them (canonical-path.ts, where a server
 * sends every other spelling), the parameters that name what it shows, and `lang=zh` in Chinese.
 */
export function addressIn(language: Language, pathname: string, searchParams: URLSearchParams): string {
  const path = canonicalPathOf(pathname) ?? (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  const naming = matchRoutes(NAMING_QUERY, path)?.[0]?.route.query ?? [];
  const query = new URLSearchParams();
  for (const name of naming) {
    const value = searchParams.get(name);
    if (!value) continue;
    const id = isIdParameter(name) ? canonicalId(value) : null;
    query.set(name, id ?? value);
  }
  if (language === 'zh') query.set(LANGUAGE_PARAM, 'zh');
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The origin the page names itself under: the shop's public address where a server draws it (the storefront's
 * --site-url), the browser's own once it runs.
 */
export const SiteOriginContext = createContext<string | null>(null);

export interface PageAddresses {
  /** The page in the language it is shown in: its canonical address, and the one to share. */
  canonical: string;
  en: string;
  zh: string;
  origin: string;
  /** Another page of the shop, absolute, in the language this one is shown in. */
  pageInLanguage: (pathname: string) => string;
}

/**
 * A page's absolute addresses under `origin`, shown in `language`, and in each of the shop's: what a page names itself
 * by, whether React draws it (usePageAddresses) or a server names it without drawing it (server-render/shell-head.ts).
 */
export function pageAddresses(origin: string, pathname: string, search: string, language: Language): PageAddresses {
  const searchParams = new URLSearchParams(search);
  const en = `${origin}${addressIn('en', pathname, searchParams)}`;
  const zh = `${origin}${addressIn('zh', pathname, searchParams)}`;
  const pageInLanguage = (path: string) => `${origin}${addressIn(language, path, new URLSearchParams())}`;
  return { canonical: language === 'zh' ? zh : en, en, zh, origin, pageInLanguage };
}

/** The current page's absolute addresses, in the language it is shown in and in each of the shop's. */
export function usePageAddresses(): PageAddresses {
  const origin = useContext(SiteOriginContext) ?? window.location.origin;
  const { pathname, search } = useLocation();
  return pageAddresses(origin, pathname, search, useLanguage());
}

import { DEFAULT_LANGUAGE, STORAGE_CURRENCY, STORAGE_LANGUAGE, STORAGE_TOKEN } from '@tours/contract/constants';
import { createContext } from 'react';
import { shopIds } from '../config/shop-ids';
import { cookieValue, writeCookie } from './cookies';

/**
 * The visitor as the shop draws for them: their language and currency, saved in local storage (spec §4), and whether a
 * session is kept (a token in local storage). This module is the one place that reads them. A server that draws pages
 * (server-render/) has no local storage, so the shop mirrors them in the `shop-visitor` cookie, written here and only
 * here, whenever one of them changes; it never holds the token itself, only that there is one.
 */
export interface Visitor {
  language: 'en' | 'zh';
  /** Absent: the shop's default currency. */
  currencyId?: number;
  signedIn: boolean;
}

export const VISITOR_COOKIE = 'shop-visitor';

/** A year: the preferences outlive a session; the cookie is rewritten on every visit. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored language alone: read on every render that shows text and every call, so one key, not the visitor's three. */
export const storedLanguage = (): Visitor['language'] => ((stored(STORAGE_LANGUAGE) ?? DEFAULT_LANGUAGE) === 'zh' ? 'zh' : 'en');

/** The stored currency, if one was chosen. */
function storedCurrencyId(): number | undefined {
  const currencyId = Number(stored(STORAGE_CURRENCY));
  return Number.isInteger(currencyId) && currencyId > 0 ? currencyId : undefined;
}

/** The visitor as this browser's local storage describes them. */
export function storedVisitor(): Visitor {
  const currencyId = storedCurrencyId();
  return { language: storedLanguage(), signedIn: Boolean(stored(STORAGE_TOKEN)), ...(currencyId ? { currencyId } : {}) };
}

/** Whether the visitor has chosen a language, rather than taking the default. */
export const hasChosenLanguage = (): boolean => stored(STORAGE_LANGUAGE) !== null;

/** The currency prices are asked in: the visitor's, or the shop's default. */
export const currencyOf = (visitor: Pick<Visitor, 'currencyId'>): number => visitor.currencyId ?? shopIds.defaultCurrency;

/** The currency this browser asks prices in. */
export const storedCurrency = (): number => currencyOf({ currencyId: storedCurrencyId() });

/** `en.0.0`: language, currency id (0 for the default), 1 when a session is kept. */
export function formatVisitor(visitor: Visitor): string {
  return `${visitor.language}.${visitor.currencyId ?? 0}.${visitor.signedIn ? 1 : 0}`;
}

/** The visitor a Cookie header describes; a first visit (no cookie) or a value this shop did not write is a new visitor. */
export function parseVisitor(cookieHeader: string | undefined): Visitor {
  const match = /^(en|zh)\.(\d{1,9})\.([01])$/.exec(cookieValue(cookieHeader, VISITOR_COOKIE) ?? '');
  if (!match) return { language: 'en', signedIn: false };
  const currencyId = Number(match[2]);
  return { language: match[1] === 'zh' ? 'zh' : 'en', signedIn: match[3] === '1', ...(currencyId > 0 ? { currencyId } : {}) };
}

/** Saves the visitor's language or currency (spec §4: in local storage), and the cookie with it. */
export function keepChoice(choice: { language: Visitor['language'] } | { currencyId: number }): void {
  if ('language' in choice) window.localStorage.setItem(STORAGE_LANGUAGE, choice.language);
  else window.localStorage.setItem(STORAGE_CURRENCY, String(choice.currencyId));
  rememberVisitor();
}

/** Writes the cookie from local storage: at start-up and whenever the language, the currency or the session changes. */
export function rememberVisitor(): void {
  writeCookie(VISITOR_COOKIE, formatVisitor(storedVisitor()), MAX_AGE_SECONDS);
}

/**
 * The visitor a page is drawn for on a server, as their cookie says (server-render/render-page.tsx); null in the
 * browser, which reads its own storage. The browser takes a drawn page over only when the two agree (app/server-state.ts).
 */
export const ServerVisitorContext = createContext<Visitor | null>(null);

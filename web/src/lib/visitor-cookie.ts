import { STORAGE_CURRENCY, STORAGE_LANGUAGE, STORAGE_TOKEN } from '@tours/contract/constants';
import { cookieValue, writeCookie } from './cookies';

/**
 * What a server that renders pages needs to know of the visitor before any script runs (server-render/): the
 * language, the currency and whether a session is kept. The browser holds them in local storage, which no request
 * carries, so the shop mirrors them in this cookie. It never holds the token itself, only that there is one.
 */
export const VISITOR_COOKIE = 'shop-visitor';

export interface Visitor {
  language: 'en' | 'zh';
  /** Absent: the shop's default currency. */
  currencyId?: number;
  signedIn: boolean;
}

/** A year: the preferences outlive a session; the cookie is rewritten on every visit. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

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

/** The visitor as this browser's local storage describes them. */
export function storedVisitor(): Visitor {
  const currencyId = Number(stored(STORAGE_CURRENCY));
  return {
    language: stored(STORAGE_LANGUAGE) === 'zh' ? 'zh' : 'en',
    signedIn: Boolean(stored(STORAGE_TOKEN)),
    ...(Number.isInteger(currencyId) && currencyId > 0 ? { currencyId } : {}),
  };
}

/** Writes the cookie from local storage: at start-up and whenever the language, the currency or the session changes. */
export function rememberVisitor(): void {
  writeCookie(VISITOR_COOKIE, formatVisitor(storedVisitor()), MAX_AGE_SECONDS);
}

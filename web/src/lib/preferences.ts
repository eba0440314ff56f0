import { DEFAULT_LANGUAGE, STORAGE_CURRENCY, STORAGE_LANGUAGE } from '@tours/contract/constants';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { shopIds } from '../config/shop-ids';
import { rememberVisitor } from './visitor-cookie';

/** 'zh' switches the page to simplified Chinese; anything else is English (spec §4). */
export type Language = 'en' | 'zh';

const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getLanguage(): Language {
  const stored = read(STORAGE_LANGUAGE) ?? DEFAULT_LANGUAGE;
  return stored === 'zh' ? 'zh' : 'en';
}

export function getCurrencyId(): number {
  const stored = Number(read(STORAGE_CURRENCY));
  return Number.isInteger(stored) && stored > 0 ? stored : shopIds.defaultCurrency;
}

/** Keeps the language locally; saving it to the profile is a command (api/member-preferences.ts). */
export function setLanguage(language: Language): void {
  window.localStorage.setItem(STORAGE_LANGUAGE, language);
  rememberVisitor();
  for (const listener of listeners) listener();
}

/**
 * A visitor who has not chosen a language takes the one their address names (lib/site-address.ts), as if they had
 * picked it: the shop's next pages, whose links name no language, stay in it. A chosen language wins over an address.
 */
export function adoptAddressLanguage(named: Language | null): void {
  if (named !== null && read(STORAGE_LANGUAGE) === null) setLanguage(named);
}

/** Keeps the currency locally and reloads the page: prices come from the server in the chosen currency (spec §4). */
export function setCurrencyId(currencyId: number, reload: () => void = () => window.location.reload()): void {
  window.localStorage.setItem(STORAGE_CURRENCY, String(currencyId));
  rememberVisitor();
  reload();
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A visitor's language and currency as the request says them: a server has no local storage to read. */
export interface VisitorPreferences {
  language: Language;
  currencyId: number;
}

/**
 * Provided where the shop is drawn on a server (server-render/), which has no local storage: the visitor's choices
 * as their cookie says them. The browser reads its own storage; it takes a drawn page over only when the two agree
 * (app/server-state.ts), so both draw the same page.
 */
export const ServerPreferencesContext = createContext<VisitorPreferences | null>(null);

export function useLanguage(): Language {
  const server = useContext(ServerPreferencesContext);
  return useSyncExternalStore(subscribeLanguage, getLanguage, () => server?.language ?? getLanguage());
}

/** The currency changes only with a reload (setCurrencyId), so nothing is subscribed. */
const subscribeNothing = () => () => undefined;

/** The currency prices are asked in: the stored one, or the request's on a server. */
export function useCurrencyId(): number {
  const server = useContext(ServerPreferencesContext);
  return useSyncExternalStore(subscribeNothing, getCurrencyId, () => server?.currencyId ?? getCurrencyId());
}

/** The BCP 47 tag of an interface language: the page's `lang`, and the locale Intl names and sorts in (Chinese as written in China). */
export function languageTag(language: Language): string {
  return language === 'zh' ? 'zh-CN' : 'en';
}

/** Picks the English or Chinese field of a bilingual record. */
export function byLanguage<T>(language: Language, english: T, chinese: T): T {
  return language === 'zh' ? chinese : english;
}

import { useContext, useSyncExternalStore } from 'react';
import { currencyOf, hasChosenLanguage, keepChoice, ServerVisitorContext, storedCurrency, storedLanguage } from './visitor';

/** 'zh' switches the page to simplified Chinese; anything else is English (spec §4). */
export type Language = 'en' | 'zh';

const listeners = new Set<() => void>();

export const getLanguage = (): Language => storedLanguage();

export const getCurrencyId = (): number => storedCurrency();

/** Keeps the language locally; saving it to the profile is a command (api/member-preferences.ts). */
export function setLanguage(language: Language): void {
  keepChoice({ language });
  for (const listener of listeners) listener();
}

/**
 * A visitor who has not chosen a language takes the one their address names (lib/site-address.ts), as if they had
 * picked it: the shop's next pages, whose links name no language, stay in it. A chosen language wins over an address.
 */
export function adoptAddressLanguage(named: Language | null): void {
  if (named !== null && !hasChosenLanguage()) setLanguage(named);
}

/** Keeps the currency locally and reloads the page: prices come from the server in the chosen currency (spec §4). */
export function setCurrencyId(currencyId: number, reload: () => void = () => window.location.reload()): void {
  keepChoice({ currencyId });
  reload();
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLanguage(): Language {
  const server = useContext(ServerVisitorContext);
  return useSyncExternalStore(subscribeLanguage, getLanguage, () => server?.language ?? getLanguage());
}

/** The currency changes only with a reload (setCurrencyId), so nothing is subscribed. */
const subscribeNothing = () => () => undefined;

/** The currency prices are asked in: the stored one, or the request's on a server. */
export function useCurrencyId(): number {
  const server = useContext(ServerVisitorContext);
  return useSyncExternalStore(subscribeNothing, getCurrencyId, () => (server ? currencyOf(server) : getCurrencyId()));
}

/** The BCP 47 tag of an interface language: the page's `lang`, and the locale Intl names and sorts in (Chinese as written in China). */
export function languageTag(language: Language): string {
  return language === 'zh' ? 'zh-CN' : 'en';
}

/** Picks the English or Chinese field of a bilingual record. */
export function byLanguage<T>(language: Language, english: T, chinese: T): T {
  return language === 'zh' ? chinese : english;
}

import { DEFAULT_CURRENCY_ID, DEFAULT_LANGUAGE, STORAGE_CURRENCY, STORAGE_LANGUAGE } from '@tours/contract/constants';
import { useSyncExternalStore } from 'react';
import { call } from '../api/client';
import { getToken } from './session';

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
  return Number.isInteger(stored) && stored > 0 ? stored : DEFAULT_CURRENCY_ID;
}

/** Saves to the profile when logged in; a failure has already been toasted by the client. */
async function saveToProfile(payload: { language: Language } | { currencyId: number }): Promise<void> {
  if (!getToken()) return;
  try {
    await call('member.update', payload);
  } catch (error) {
    console.error('Saving the preference to the profile failed', error);
  }
}

export async function setLanguage(language: Language): Promise<void> {
  window.localStorage.setItem(STORAGE_LANGUAGE, language);
  for (const listener of listeners) listener();
  await saveToProfile({ language });
}

/** Prices come from the server in the chosen currency, so the page reloads (spec §4). */
export async function setCurrencyId(currencyId: number, reload: () => void = () => window.location.reload()): Promise<void> {
  window.localStorage.setItem(STORAGE_CURRENCY, String(currencyId));
  await saveToProfile({ currencyId });
  reload();
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, () => 'en');
}

/** Picks the English or Chinese field of a bilingual record. */
export function byLanguage<T>(language: Language, english: T, chinese: T): T {
  return language === 'zh' ? chinese : english;
}

import i18next, { type ResourceLanguage } from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { addChineseMessages } from '../lib/localize-message';
import { getLanguage, type Language, subscribeLanguage } from '../lib/preferences';
import { en } from './en';

/**
 * English ships with the app (default and fallback); Chinese is fetched only when it is the chosen
 * language, so a visitor never downloads the strings of the language they do not read.
 */
const loaders: Record<Language, () => Promise<ResourceLanguage>> = {
  en: async () => en,
  // dayjs's Chinese locale (date pickers) and the Chinese of the contract's English messages come with the
  // Chinese strings; English is dayjs's built-in, and the English of the spec's Chinese messages is eager.
  zh: async () => {
    const [{ zh }, , { chineseOfEnglishMessages }] = await Promise.all([
      import('./zh'),
      import('dayjs/locale/zh-cn'),
      import('@tours/contract/chinese-messages'),
    ]);
    addChineseMessages(chineseOfEnglishMessages);
    return zh;
  },
};

export const namespaces = Object.keys(en);

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en },
  lng: 'en',
  fallbackLng: 'en',
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Adds a language's strings once (a no-op for English and for a language already loaded). */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'common')) return;
  const bundle = await loaders[language]();
  for (const [namespace, strings] of Object.entries(bundle)) i18n.addResourceBundle(language, namespace, strings, true, true);
}

/** Switches to a language once its strings are there; the page keeps the old language until then. */
export async function applyLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  if (getLanguage() !== language) return;
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  await i18n.changeLanguage(language);
}

/**
 * Follows the stored language from now on and resolves when its strings are loaded and active: start-shop.tsx
 * renders after it. Nothing here runs at import time (importing the strings must not start a language switch).
 */
export function startI18n(): Promise<void> {
  subscribeLanguage(() => {
    void applyLanguage(getLanguage());
  });
  return applyLanguage(getLanguage());
}

function subscribeActiveLanguage(listener: () => void): () => void {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

const activeLanguage = (): Language => (i18n.language === 'zh' ? 'zh' : 'en');

/** The language the page shows now: it changes once that language's strings are loaded. */
export function useActiveLanguage(): Language {
  // A server render (server-render/) has switched i18next to the visitor's language, as the browser has.
  return useSyncExternalStore(subscribeActiveLanguage, activeLanguage, activeLanguage);
}

import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { addChineseMessages } from '../localize-message';
import { getLanguage, type Language, languageTag, subscribeLanguage } from '../preferences';
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

const namespaces = Object.keys(en);

export const i18n: I18n = i18next.createInstance();

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
async function applyLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  if (getLanguage() !== language) return;
  // Written only when it changes: Chromium restyles the whole page for any write to the root's lang, the same value
  // included (:lang() is inherited), and a page drawn by a server already names its language.
  const tag = languageTag(language);
  if (document.documentElement.lang !== tag) document.documentElement.lang = tag;
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

/**
 * The strings of one page drawn on a server, in the visitor's language: a copy of the shop's i18next that shares its
 * loaded strings but keeps its own language, so pages drawn at the same time in two languages do not mix.
 */
export async function i18nForLanguage(language: Language): Promise<I18n> {
  await loadLanguage(language);
  return i18n.cloneInstance({ lng: language });
}

/** The language the page shows now: it changes once that language's strings are loaded. */
export function useActiveLanguage(instance: I18n): Language {
  const active = (): Language => (instance.language === 'zh' ? 'zh' : 'en');
  const subscribe = (listener: () => void) => {
    instance.on('languageChanged', listener);
    return () => instance.off('languageChanged', listener);
  };
  return useSyncExternalStore(subscribe, active, active);
}

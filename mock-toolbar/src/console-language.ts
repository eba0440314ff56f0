import type { Language } from './language';

/** The console page's language is the person's choice, kept in this browser for the mock's origin. */
const STORAGE_KEY = 'tours-mock-console-language';

/** The kept choice, else the browser's first language when it is Chinese, else English. */
export function initialLanguage(): Language {
  const kept = window.localStorage.getItem(STORAGE_KEY);
  if (kept === 'en' || kept === 'zh') return kept;
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export function keepLanguage(language: Language): void {
  window.localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language === 'zh' ? 'zh-Hans' : 'en';
}

import { i18n, useActiveLanguage } from '@tours/web/i18n';
import { en, type Messages, zh } from './messages';

/** The toolbar speaks the page's language, switching when the shop's i18next instance does (languageChanged). */
export function useMessages(): Messages {
  return useActiveLanguage(i18n) === 'zh' ? zh : en;
}

import { i18n, useActiveLanguage } from '@tours/web/i18n';
import type { ReactNode } from 'react';
import { LanguageContext } from './language';

/** In the shop the toolbar speaks the page's language, switching when the shop's i18next instance does. */
export function ShopLanguage({ children }: { children: ReactNode }) {
  const language = useActiveLanguage(i18n) === 'zh' ? 'zh' : 'en';
  return <LanguageContext value={language}>{children}</LanguageContext>;
}

import { createContext } from 'react';

export type Language = 'en' | 'zh';

/** The language the toolbar speaks: the shop's (shop-language.tsx) in the page, the person's choice on the console page. */
export const LanguageContext = createContext<Language>('en');

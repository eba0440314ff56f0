import { i18n } from './index';

/**
 * Adds the English strings of a namespace left out of the entry chunk (en.ts); called at the top level of the
 * screen's module, so they are there before it renders. Chinese comes whole with the language (zh.ts).
 */
export function registerEnglish(namespace: string, strings: Record<string, unknown>): void {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, strings);
}

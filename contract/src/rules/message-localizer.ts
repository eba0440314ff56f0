import { messages } from './messages.js';

/**
 * The shop's two languages (spec §4): 'zh' is simplified Chinese, anything else English. Written here, not
 * imported from the web, so the mock server can answer in the same words as the shop shows.
 */
export type MessageLanguage = 'en' | 'zh';

export type MessageKey = keyof typeof messages;

export type MessageTranslations = Partial<Record<MessageKey, string>>;

/**
 * The English of the messages the spec writes in Chinese. Apart from the Chinese of the others
 * (message-translations.ts): an English page needs these three at once, while the Chinese table is
 * fetched with the Chinese strings, so an English visitor never downloads it (tour detail JS budget).
 */
export const englishOfChineseMessages = {
  agreementRequired: 'Please read and agree to the agreement',
  paymentFailed: 'Your card details are wrong, please check them',
  profileUpdated: 'Changes saved',
} as const satisfies MessageTranslations;

const CHINESE = /[\u3400-\u9fff]/;

/** The language the spec writes a message in: Chinese when it has Chinese characters. */
export const specLanguageOf = (text: string): MessageLanguage => (CHINESE.test(text) ? 'zh' : 'en');

/**
 * A function giving a message of `messages` (or its translation) in the chosen language, from the
 * translations given; any other text unchanged, so a server's own sentence or an unknown text passes
 * through. The spec's own text is never changed. No zod here: the mock and the web use it.
 */
export function messageLocalizer(translations: MessageTranslations): (text: string, language: MessageLanguage) => string {
  const bothLanguages = new Map<string, Record<MessageLanguage, string>>();
  for (const key of Object.keys(messages) as MessageKey[]) {
    const spec: string = messages[key];
    const other = translations[key];
    if (other === undefined) continue;
    const pair = specLanguageOf(spec) === 'zh' ? { en: other, zh: spec } : { en: spec, zh: other };
    bothLanguages.set(spec, pair);
    if (!bothLanguages.has(other)) bothLanguages.set(other, pair);
  }
  return (text, language) => bothLanguages.get(text)?.[language] ?? text;
}

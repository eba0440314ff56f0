import { chineseOfEnglishMessages } from './chinese-messages.js';
import { englishOfChineseMessages, type MessageKey, messageLocalizer } from './message-localizer.js';

/**
 * The whole table: for every message of `messages`, its text in the OTHER language. The web loads it in two halves
 * (message-localizer.ts, chinese-messages.ts); here the type makes a new key of `messages` without a translation a
 * compile error, and message-translations.test.ts names it.
 */
export const messageTranslations: { readonly [K in MessageKey]: string } = { ...englishOfChineseMessages, ...chineseOfEnglishMessages };

/** A message of `messages` (or its translation) in the chosen language; any other text unchanged. */
export const localizeMessage = messageLocalizer(messageTranslations);

export { type MessageKey, specLanguageOf } from './message-localizer.js';

import i18next from 'i18next';
import { en, type MessageKey } from './en.js';
import { zh } from './zh.js';

/** The two languages the mock answers in (ADR 0006). */
export type Language = 'en' | 'zh';

export type MessageValues = Readonly<Record<string, string | number>>;

/** One thing the mock says: a key of its catalogue and the values its words name (`field` for a field's message). */
export interface Said {
  readonly key: MessageKey;
  readonly values?: MessageValues;
}

/** What a refusal naming several fields puts between them; a reader splits on it before the next "field: ". */
const FIELD_SEPARATOR = '; ';

const catalogue = i18next.createInstance();
void catalogue.init({
  resources: { en: { translation: en }, zh: { translation: zh } },
  lng: 'en',
  // Both languages hold every key (a test checks): a missing one must show, not borrow English.
  fallbackLng: false,
  // Keys are flat ("order.missing"), and the words hold ": " and "." of their own.
  keySeparator: false,
  nsSeparator: false,
  // JSON answers, never HTML: a value is said as it is.
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * The words of keys said without values, by language: every answer says one ("Success"), and i18next's `t` on the
 * request path cost the mock about a sixth of its search throughput. Words with values are said each time.
 */
const fixedWords: Record<Language, Map<MessageKey, string>> = { en: new Map(), zh: new Map() };

function wordsOf({ key, values }: Said, language: Language): string {
  if (values) return catalogue.t(key, { ...values, lng: language });
  const known = fixedWords[language].get(key);
  if (known !== undefined) return known;
  const words = catalogue.t(key, { lng: language });
  fixedWords[language].set(key, words);
  return words;
}

/** The words of what the mock says, in a language; several things (fields) one after the other. */
export function say(said: Said | readonly Said[], language: Language): string {
  if (!Array.isArray(said)) return wordsOf(said as Said, language);
  return said.map((one) => wordsOf(one, language)).join(FIELD_SEPARATOR);
}

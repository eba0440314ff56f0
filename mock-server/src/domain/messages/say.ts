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

/** The words of what the mock says, in a language; several things (fields) one after the other. */
export function say(said: Said | readonly Said[], language: Language): string {
  const all: readonly Said[] = Array.isArray(said) ? said : [said as Said];
  return all.map(({ key, values }) => catalogue.t(key, { ...values, lng: language })).join(FIELD_SEPARATOR);
}

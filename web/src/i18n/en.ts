import { buildBundle } from './bundle';

/** English: the default language and the fallback, so it ships in the entry chunk. */
export const en = buildBundle(import.meta.glob<Record<string, unknown>>('./locales/en/*.json', { eager: true, import: 'default' }));

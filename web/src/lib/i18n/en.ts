import { buildBundle } from './bundle';

/**
 * English: the default language and the fallback, so it ships in the entry chunk, except the namespaces of
 * screens nobody opens on a first visit (ROUTE_NAMESPACES): their screens add them when their module loads
 * (`registerEnglish`), which keeps the first visit's JavaScript inside its budget.
 */
export const en = buildBundle(
  import.meta.glob<Record<string, unknown>>(['./locales/en/*.json', '!./locales/en/static.json', '!./locales/en/already-paid.json'], {
    eager: true,
    import: 'default',
  }),
);

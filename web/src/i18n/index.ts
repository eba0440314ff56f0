import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguage, subscribeLanguage } from '../lib/preferences';

/**
 * Every JSON file under locales/<language>/ is a namespace named after the file
 * (locales/en/common.json -> 'common'), so a feature adds strings by adding a file.
 */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

export function buildResources(modules: Record<string, Record<string, unknown>>): Resource {
  const resources: Resource = {};
  for (const [file, content] of Object.entries(modules)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match?.[1] || !match[2]) continue;
    const language = match[1];
    const bundle = resources[language] ?? {};
    bundle[match[2]] = content;
    resources[language] = bundle;
  }
  return resources;
}

export const resources = buildResources(files);
export const namespaces = [...new Set(Object.values(resources).flatMap((bundle) => Object.keys(bundle)))];

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: getLanguage(),
  fallbackLng: 'en',
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

subscribeLanguage(() => {
  void i18n.changeLanguage(getLanguage());
  document.documentElement.lang = getLanguage() === 'zh' ? 'zh-CN' : 'en';
});

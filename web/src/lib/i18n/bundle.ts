import type { ResourceLanguage } from 'i18next';

/**
 * Every JSON file under locales/<language>/ is a namespace named after the file
 * (locales/en/common.json -> 'common'), so a feature adds strings by adding a file.
 */
export function buildBundle(modules: Record<string, Record<string, unknown>>): ResourceLanguage {
  const bundle: ResourceLanguage = {};
  for (const [file, content] of Object.entries(modules)) {
    const namespace = /\/([^/]+)\.json$/.exec(file)?.[1];
    if (namespace) bundle[namespace] = content;
  }
  return bundle;
}

import { buildBundle } from './bundle';

/** Simplified Chinese: a chunk of its own, loaded only when it is the chosen language (i18n/index.ts). */
export const zh = buildBundle(import.meta.glob<Record<string, unknown>>('./locales/zh/*.json', { eager: true, import: 'default' }));

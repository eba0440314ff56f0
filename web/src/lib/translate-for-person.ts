import { i18n } from './i18n';
import { getLanguage } from './preferences';
import type { Translate } from './shopper-message';

/**
 * The shop's strings in the language the person chose (the stored choice, as `localizeForPerson` reads it), for words
 * said outside a screen's render: toasts and form messages. Until Chinese has loaded, English stands in.
 */
export const translateForPerson: Translate = (key, options) => i18n.t(key, { ...options, lng: getLanguage() });

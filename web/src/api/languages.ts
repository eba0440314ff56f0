import { callQueryOptions } from './query';

/**
 * The guide languages (tour list filter). Sent without spec §7's `isSetting=true` on purpose: the mock reads
 * it as "only the languages offered as settings", which would leave the filter two languages
 * (docs/backend-questions.md asks what it selects).
 */
export const languageListOptions = () => callQueryOptions('language.check', {});

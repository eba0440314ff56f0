import { callQueryOptions } from './query';

/** The guide languages (tour list filter). */
export const languageListOptions = () => callQueryOptions('language.check', {});

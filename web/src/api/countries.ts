import { callQueryOptions } from './query';

/** The countries (spec §2 region, phone codes, card address): shared by every form with a country select. */
export const countryListOptions = () => callQueryOptions('country', {});

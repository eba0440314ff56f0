import { callQueryOptions } from './query';

/** The cities: all of them (tour list filter), or the recommended ones (home page, destinations menu). */
export const cityListOptions = (recommended = false) => callQueryOptions('city.list', recommended ? { isRecommend: true } : {});

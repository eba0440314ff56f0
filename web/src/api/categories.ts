import { callQueryOptions } from './query';

/** The tour categories (home tour types, tour list filter). */
export const categoryListOptions = () => callQueryOptions('category.list', {});

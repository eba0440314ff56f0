import { callQueryOptions } from './query';

/** The currencies a person may choose (header preferences). */
export const currencyOptions = () => callQueryOptions('currency.check', { isSetting: true });

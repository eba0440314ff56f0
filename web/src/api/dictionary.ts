import type { CallInput } from '@tours/contract';
import { callQueryOptions } from './query';

/** One dictionary's entries (start times, durations: tour list filters). */
export const dictionaryOptions = (dictType: CallInput<'dict-data.list'>['dictType']) => callQueryOptions('dict-data.list', { dictType });

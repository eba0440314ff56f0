import { type CallName, calls } from '@tours/contract';
import { shapeOf } from './shape';

/**
 * Matchers for a call's `data`, from the call's own contract schema and a realistic sample; `promised` names the
 * nullable fields the interaction's provider state gives a value in every row (`page.list.*.payTime`, see shapeOf).
 */
export const dataShape = (name: CallName, sample: unknown, promised: readonly string[] = []) => shapeOf(calls[name].data, sample, promised);

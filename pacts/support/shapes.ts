import { type CallName, calls } from '@tours/contract';
import { shapeOf } from './shape';

/** Matchers for a call's `data`, from the call's own contract schema and a realistic sample. */
export const dataShape = (name: CallName, sample: unknown) => shapeOf(calls[name].data, sample);

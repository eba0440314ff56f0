import type { State } from './state.js';

export interface CreateStateOptions {
  seed?: number;
  scale?: number;
  now: Date;
}

export function createState(_options: CreateStateOptions): State {
  throw new Error('not yet');
}

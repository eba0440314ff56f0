import type { State } from './state.js';

export function tick(_state: State, _now: Date): void {}

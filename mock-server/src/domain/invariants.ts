import type { State } from './state.js';

export function checkInvariants(_state: State): string[] {
  return [];
}

import type { State } from './state.js';

export function latestCode(_state: State, _email: string): string | null {
  return null;
}

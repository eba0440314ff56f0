import type { State } from './state.js';

export function resolveToken(_state: State, _token: string | null | undefined): number | null {
  return null;
}

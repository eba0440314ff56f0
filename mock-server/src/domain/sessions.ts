import { sessionInvalid } from './errors.js';
import { randomHex } from './ids.js';
import type { State, UserRow } from './state.js';

/** The caller of a token sent as is (spec §7); a "Bearer " prefix is tolerated for generic clients. */
export function resolveToken(state: State, token: string | null | undefined): number | null {
  if (!token) return null;
  const bare = token.replace(/^Bearer\s+/i, '').trim();
  if (bare === '' || !Object.hasOwn(state.sessions, bare)) return null;
  const userId = state.sessions[bare];
  return userId !== undefined && state.users.some((u) => u.id === userId) ? userId : null;
}

export function openSession(state: State, userId: number): string {
  const token = randomHex(24);
  state.sessions[token] = userId;
  return token;
}

/** The caller of a call whose auth is 'required'. The adapter answers 201 first; this guards anyway. */
export function requireUser(state: State, userId: number | null): UserRow {
  const user = userId === null ? undefined : state.users.find((u) => u.id === userId);
  if (!user) throw sessionInvalid();
  return user;
}

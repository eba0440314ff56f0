import { sessionInvalid } from './errors.js';
import { randomHex } from './ids.js';
import type { SessionRow, State, UserRow } from './state.js';
import type { TextLanguage } from './text-language.js';
import { addMs, DAY_MS, formatDateTime, parseTime } from './time.js';

/** The spec gives no lifetime; a week keeps a demo logged in across days (docs/adr/0020-limits-a-real-shop-has.md). */
export const DEFAULT_SESSION_TTL_MS = 7 * DAY_MS;

const isLive = (session: SessionRow, now: Date) => parseTime(session.expiresAt) > now.getTime();

/** The caller of a token sent as is (spec §7); a "Bearer " prefix is tolerated for generic clients. */
export function resolveToken(state: State, token: string | null | undefined, now: Date): number | null {
  if (!token) return null;
  const bare = token.replace(/^Bearer\s+/i, '').trim();
  if (bare === '' || !Object.hasOwn(state.sessions, bare)) return null;
  const session = state.sessions[bare];
  if (!session || !isLive(session, now)) return null;
  return state.users.some((u) => u.id === session.userId) ? session.userId : null;
}

export function newSession(userId: number, now: Date, ttlMs = DEFAULT_SESSION_TTL_MS): SessionRow {
  return { userId, createdAt: formatDateTime(now), expiresAt: addMs(now, ttlMs) };
}

/**
 * A fresh token, with the language the login or sign-up asked for (the customer's language on this visit, for
 * emails no call of theirs causes: customer-email.ts); expired sessions go at the same time, so the table does not
 * grow with every login.
 */
export function openSession(state: State, userId: number, now: Date, ttlMs: number, language: TextLanguage | null): string {
  for (const [token, session] of Object.entries(state.sessions)) if (!isLive(session, now)) delete state.sessions[token];
  const token = randomHex(24);
  state.sessions[token] = { ...newSession(userId, now, ttlMs), ...(language ? { language } : {}) };
  return token;
}

/** Ends the live sessions of one user, or of everyone; answers how many were live. */
export function expireSessions(state: State, now: Date, userId?: number): number {
  let expired = 0;
  for (const session of Object.values(state.sessions)) {
    if ((userId === undefined || session.userId === userId) && isLive(session, now)) {
      session.expiresAt = formatDateTime(now);
      expired += 1;
    }
  }
  return expired;
}

/** The caller of a call whose auth is 'required'. The adapter answers 201 first; this guards anyway. */
export function requireUser(state: State, userId: number | null): UserRow {
  const user = userId === null ? undefined : state.users.find((u) => u.id === userId);
  if (!user) throw sessionInvalid();
  return user;
}

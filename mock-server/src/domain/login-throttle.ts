import { conflict } from './errors.js';
import type { LoginFailureRow, State } from './state.js';
import { addMs, formatDateTime, parseTime } from './time.js';

/** Five failures within 15 minutes lock an email for 15 minutes (docs/decisions.md). */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_LOCK_MS = 15 * 60_000;

const rowOf = (state: State, email: string) => state.loginFailures.find((row) => row.email === email);
const isLocked = (row: LoginFailureRow, now: Date) => row.lockedUntil !== null && parseTime(row.lockedUntil) > now.getTime();

function lockedRefusal(lockedUntil: string, now: Date) {
  const minutes = Math.max(1, Math.ceil((parseTime(lockedUntil) - now.getTime()) / 60_000));
  return conflict(`Too many failed logins for this email; try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`, 'username');
}

/**
 * Refuses while the email is locked, whatever the password: the right one must not get through, or a
 * script could keep guessing. Known and unknown emails are treated alike, so a lock reveals no account.
 */
export function assertLoginAllowed(state: State, email: string, now: Date): void {
  const row = rowOf(state, email);
  if (row?.lockedUntil && isLocked(row, now)) throw lockedRefusal(row.lockedUntil, now);
}

/** Counts a failure; the one that reaches the limit locks the email and is answered with the lock. */
export function recordLoginFailure(state: State, email: string, now: Date): void {
  const since = now.getTime() - LOGIN_WINDOW_MS;
  // Rows with nothing recent and no lock are dropped here, so guessed emails do not pile up.
  state.loginFailures = state.loginFailures.filter(
    (row) => row.email === email || row.failedAt.some((at) => parseTime(at) > since) || isLocked(row, now),
  );
  let row = rowOf(state, email);
  if (!row) {
    row = { email, failedAt: [], lockedUntil: null };
    state.loginFailures.push(row);
  }
  row.failedAt = [...row.failedAt.filter((at) => parseTime(at) > since), formatDateTime(now)];
  if (row.failedAt.length < LOGIN_FAILURE_LIMIT) return;
  row.failedAt = [];
  row.lockedUntil = addMs(now, LOGIN_LOCK_MS);
  throw lockedRefusal(row.lockedUntil, now);
}

/** A successful login starts the count afresh. */
export function clearLoginFailures(state: State, email: string): void {
  if (rowOf(state, email)) state.loginFailures = state.loginFailures.filter((row) => row.email !== email);
}

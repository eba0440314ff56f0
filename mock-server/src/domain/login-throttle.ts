import { conflict } from './errors.js';
import type { LoginFailureRow, State } from './state.js';
import { addMs, formatDateTime, parseTime } from './time.js';

/** Five failures within 15 minutes lock an email for 15 minutes (docs/adr/0020-limits-a-real-shop-has.md). */
const LOGIN_FAILURE_LIMIT = 5;
const LOGIN_WINDOW_MS = 15 * 60_000;
const LOGIN_LOCK_MS = 15 * 60_000;
/**
 * The most emails one world tracks: a script guessing at many addresses costs a bounded amount of memory.
 * Reaching it drops what has expired and, if more than half are still live, the least telling of them
 * (see prune), so the whole list is walked once per half a cap of new emails, never on every failure.
 */
export const MAX_TRACKED_EMAILS = 10_000;
const KEPT_AFTER_PRUNE = MAX_TRACKED_EMAILS / 2;

interface EmailIndex {
  byEmail: Map<string, LoginFailureRow>;
  /** The list's length when the index last matched it; another length means it changed elsewhere (import, reset). */
  length: number;
}

/**
 * Email -> row, per row list (a world's state holds the rows, as plain data that is saved and imported; the index
 * is only a way into them). Rows are kept as the list yields them, so a change through one is seen by whatever
 * tracks the list's changes (the state file's change tracker).
 */
const indexes = new WeakMap<LoginFailureRow[], EmailIndex>();

function indexOf(state: State): Map<string, LoginFailureRow> {
  const rows = state.loginFailures;
  let index = indexes.get(rows);
  if (!index || index.length !== rows.length) {
    index = { byEmail: new Map(rows.map((row) => [row.email, row])), length: rows.length };
    indexes.set(rows, index);
  }
  return index.byEmail;
}

function rowOf(state: State, email: string): LoginFailureRow | undefined {
  const row = indexOf(state).get(email);
  return row?.email === email ? row : undefined;
}

const isLocked = (row: LoginFailureRow, now: Date) => row.lockedUntil !== null && parseTime(row.lockedUntil) > now.getTime();

function lockedRefusal(lockedUntil: string, now: Date) {
  const minutes = Math.max(1, Math.ceil((parseTime(lockedUntil) - now.getTime()) / 60_000));
  return conflict('login.throttled', { count: minutes, field: 'username' });
}

/**
 * Refuses while the email is locked, whatever the password: the right one must not get through, or a
 * script could keep guessing. Known and unknown emails are treated alike, so a lock reveals no account.
 */
export function assertLoginAllowed(state: State, email: string, now: Date): void {
  const row = rowOf(state, email);
  if (row?.lockedUntil && isLocked(row, now)) throw lockedRefusal(row.lockedUntil, now);
}

/**
 * How much a row says about a guesser: a lock most, then the recent failures it counts. A spray of one wrong
 * password for each of many addresses makes rows of one failure, so it never pushes out an email that is being
 * guessed at (two failures or more) or locked: that would hand the guesser a fresh count.
 */
function weightOf(row: LoginFailureRow, now: Date): number {
  if (isLocked(row, now)) return LOGIN_FAILURE_LIMIT;
  const since = now.getTime() - LOGIN_WINDOW_MS;
  return row.failedAt.filter((at) => parseTime(at) > since).length;
}

/**
 * Keeps at most half the cap: the live rows (a lock or a recent failure), the weightiest first and, among
 * rows of one weight, the newest. Expired rows go first, then one-off failures oldest first; a lock goes last.
 * The kept rows stay in the order their emails were first tracked.
 */
function prune(state: State, now: Date): void {
  const weighed = state.loginFailures.map((row, order) => ({ row, order, weight: weightOf(row, now) })).filter((entry) => entry.weight > 0);
  if (weighed.length > KEPT_AFTER_PRUNE) {
    weighed.sort((a, b) => b.weight - a.weight || b.order - a.order);
    weighed.length = KEPT_AFTER_PRUNE;
    weighed.sort((a, b) => a.order - b.order);
  }
  state.loginFailures = weighed.map((entry) => entry.row);
}

function trackedRow(state: State, email: string, now: Date): LoginFailureRow {
  const known = rowOf(state, email);
  if (known) return known;
  if (state.loginFailures.length >= MAX_TRACKED_EMAILS) prune(state, now);
  const rows = state.loginFailures;
  const index = indexOf(state);
  const fresh: LoginFailureRow = { email, failedAt: [], lockedUntil: null };
  rows.push(fresh);
  // The row as the list yields it, so later changes through it are seen (see indexes).
  const row = rows.at(-1) ?? fresh;
  index.set(email, row);
  const entry = indexes.get(rows);
  if (entry) entry.length = rows.length;
  return row;
}

/** Counts a failure; the one that reaches the limit locks the email and is answered with the lock. */
export function recordLoginFailure(state: State, email: string, now: Date): void {
  const row = trackedRow(state, email, now);
  const since = now.getTime() - LOGIN_WINDOW_MS;
  row.failedAt = [...row.failedAt.filter((at) => parseTime(at) > since), formatDateTime(now)];
  if (row.failedAt.length < LOGIN_FAILURE_LIMIT) return;
  row.failedAt = [];
  row.lockedUntil = addMs(now, LOGIN_LOCK_MS);
  throw lockedRefusal(row.lockedUntil, now);
}

/** A successful login starts the count afresh; the emptied row goes at the next prune. */
export function clearLoginFailures(state: State, email: string): void {
  const row = rowOf(state, email);
  if (!row || (row.failedAt.length === 0 && row.lockedUntil === null)) return;
  row.failedAt = [];
  row.lockedUntil = null;
}

import { describe, expect, it } from 'vitest';
import type { LoginFailureRow, State } from '../../src/domain/index.js';
import { assertLoginAllowed, MAX_TRACKED_EMAILS, recordLoginFailure } from '../../src/domain/login-throttle.js';
import { createState } from '../../src/world/index.js';

const NOW = new Date('2030-01-01T09:00:00Z');
const freshState = (): State => createState({ seed: 1, scale: 8, now: NOW });

/** One wrong password for each of `count` distinct emails, as a script guessing at addresses sends them. */
function guessMany(state: State, count: number, from = 0): void {
  for (let i = from; i < from + count; i += 1) recordLoginFailure(state, `guess-${i}@example.test`, NOW);
}

/**
 * Counts how often any row of the state's failed-login list is read, whatever list the state holds from now on
 * (the bookkeeping may replace it): each list is seen through one counting proxy.
 */
function countRowReads(state: State): () => number {
  let reads = 0;
  const seenAs = new WeakMap<LoginFailureRow[], LoginFailureRow[]>();
  const counting = (rows: LoginFailureRow[]) =>
    new Proxy(rows, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(target, key, receiver);
      },
    });
  let current = state.loginFailures;
  Object.defineProperty(state, 'loginFailures', {
    get() {
      let proxy = seenAs.get(current);
      if (!proxy) {
        proxy = counting(current);
        seenAs.set(current, proxy);
      }
      return proxy;
    },
    set(rows: LoginFailureRow[]) {
      current = rows;
    },
  });
  return () => reads;
}

describe('failed-login bookkeeping', () => {
  it(`tracks at most ${MAX_TRACKED_EMAILS} emails, dropping the oldest, and keeps a lock`, () => {
    const state = freshState();
    const victim = 'demo@tours.test';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      try {
        recordLoginFailure(state, victim, NOW);
      } catch {
        // The fifth failure locks and is answered with the lock.
      }
    }
    guessMany(state, MAX_TRACKED_EMAILS + 10);
    expect(state.loginFailures.length).toBeLessThanOrEqual(MAX_TRACKED_EMAILS);
    expect(state.loginFailures.some((row) => row.email === 'guess-0@example.test')).toBe(false);
    expect(state.loginFailures.some((row) => row.email === `guess-${MAX_TRACKED_EMAILS + 9}@example.test`)).toBe(true);
    expect(() => assertLoginAllowed(state, victim, NOW)).toThrow(/Too many failed logins/);
  }, 60_000);

  it('keeps counting an email being guessed at while a spray of one-off failures passes the cap', () => {
    const state = freshState();
    const target = 'demo@tours.test';
    for (let attempt = 1; attempt <= 4; attempt += 1) recordLoginFailure(state, target, NOW);
    guessMany(state, MAX_TRACKED_EMAILS + 50);
    expect(state.loginFailures.length).toBeLessThanOrEqual(MAX_TRACKED_EMAILS);
    expect(() => assertLoginAllowed(state, target, NOW)).not.toThrow();
    // The fifth failure still counts the four before the spray, so it locks.
    expect(() => recordLoginFailure(state, target, NOW)).toThrow(/Too many failed logins/);
    expect(() => assertLoginAllowed(state, target, NOW)).toThrow(/Too many failed logins/);
  }, 60_000);

  it('keeps an email of three failures over a spray of emails of two', () => {
    const state = freshState();
    const target = 'alice@tours.test';
    for (let attempt = 1; attempt <= 3; attempt += 1) recordLoginFailure(state, target, NOW);
    // Twice each: more emails of two failures than a prune keeps, so some of them must go, never the target.
    for (let i = 0; i < MAX_TRACKED_EMAILS + 50; i += 1) {
      recordLoginFailure(state, `twice-${i}@example.test`, NOW);
      recordLoginFailure(state, `twice-${i}@example.test`, NOW);
    }
    expect(state.loginFailures.length).toBeLessThanOrEqual(MAX_TRACKED_EMAILS);
    expect(() => recordLoginFailure(state, target, NOW)).not.toThrow();
    expect(() => recordLoginFailure(state, target, NOW)).toThrow(/Too many failed logins/);
  }, 60_000);

  it('does not walk every tracked email on each failure', () => {
    const state = freshState();
    guessMany(state, 3_000);
    const reads = countRowReads(state);
    guessMany(state, 3_000, 3_000);
    // Indexing the list once reads each row; walking it on each failure would read millions.
    expect(reads()).toBeLessThan(3_000 * 20);
  }, 60_000);
});

import type { z } from 'zod';
import { type State, stateSchema } from './state.js';
import { duplicateKeyProblem, MAX_TEXT_CHARS } from './state-limits.js';

// Checks of a world read from outside (an import, a state file) against stateSchema, the one description of a world.

/** 'tours[3].adultPrice': the path of a value as a person would write it to find it in the file. */
function valuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  );
}

export type StateCheck = { ok: true; state: State } | { ok: false; path: string; problem: string };

/** The path and reason of a zod issue (parsed with reportInput), "is required" for a missing value. */
export function describeIssue(issue: z.core.$ZodIssue | undefined): { path: string; problem: string } {
  if (!issue) return { path: '', problem: 'is invalid' };
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  return { path: valuePath(issue.path), problem: missing ? 'is required' : issue.message };
}

/**
 * Keys that reach an object's prototype once a row is assigned or copied by key (`table[key] = row`,
 * a record schema's copy): JSON.parse keeps them as plain keys, so they are refused wherever state is read.
 */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
export const isPrototypeKey = (key: string): boolean => PROTOTYPE_KEYS.has(key);
export const PROTOTYPE_KEY_PROBLEM = 'is a prototype key (__proto__, constructor or prototype), which state never holds';

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

/** What is wrong with one value of a JSON value, seen with the key it sits under, or null. */
type ValueCheck = (visit: Visit) => string | null;

const prototypeKeyCheck: ValueCheck = ({ key }) => (typeof key === 'string' && isPrototypeKey(key) ? PROTOTYPE_KEY_PROBLEM : null);
const textLengthCheck: ValueCheck = ({ value }) =>
  typeof value === 'string' && value.length > MAX_TEXT_CHARS
    ? `is longer than ${MAX_TEXT_CHARS.toLocaleString('en')} characters (${value.length.toLocaleString('en')})`
    : null;

/** The path and problem of the first value `check` refuses, or null. Without recursion: a log record may be large and deep. */
function firstRefused(value: unknown, check: ValueCheck): { path: string; problem: string } | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const problem = check(visit);
    if (problem) return { path: valuePath(keysOf(visit)) || 'state', problem };
    const parent = visit;
    const current = parent.value;
    if (typeof current !== 'object' || current === null) continue;
    if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push({ value: item, key: index, parent });
      });
      continue;
    }
    for (const key of Object.keys(current)) stack.push({ value: (current as Record<string, unknown>)[key], key, parent });
  }
  return null;
}

/** The path of the first prototype key in a JSON value, or null. */
export const prototypeKeyPath = (value: unknown): string | null => firstRefused(value, prototypeKeyCheck)?.path ?? null;

function keysOf(visit: Visit): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let at: Visit | null = visit; at; at = at.parent) if (at.key !== null) keys.unshift(at.key);
  return keys;
}

/**
 * The parsed copy (unknown keys dropped), or the path and reason of the first bad value: a prototype key, a text
 * longer than any the API stores, a value of the wrong shape, or a row whose id an earlier row of its table has.
 */
export function checkStateShape(value: unknown): StateCheck {
  const refused = firstRefused(value, (visit) => prototypeKeyCheck(visit) ?? textLengthCheck(visit));
  if (refused) return { ok: false, ...refused };
  const result = stateSchema.safeParse(value, { reportInput: true });
  if (result.success) {
    const duplicate = duplicateKeyProblem(result.data);
    return duplicate ? { ok: false, ...duplicate } : { ok: true, state: result.data };
  }
  const { path, problem } = describeIssue(result.error.issues[0]);
  return { ok: false, path: path || 'state', problem };
}

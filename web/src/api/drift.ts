import type { CallName } from '@tours/contract';
import type { z } from 'zod';

/**
 * Response drift: the server's `data` no longer matches the contract (a real backend met with
 * `npm run dev -- --api <url>`, or a mock handler gone wrong). Reported in development and tests, never thrown,
 * so the page keeps working; once per call and field, because a list of 20 rows polled every few seconds would
 * otherwise bury the console and the notice under one and the same mistake.
 */
export interface DriftReport {
  call: string;
  /** From the envelope's root, array indices as `*` (`data.list.*.price`): the same field of every row is one report. */
  path: string;
  /** Zod's message, e.g. "Invalid input: expected number, received string". */
  message: string;
  /** What the contract wants there: a type, the allowed values, or the message when neither fits. */
  expected: string;
  /** What the first answer with it had there, short: `"12.50" (string)` or `missing`. */
  got: string;
  firstSeen: Date;
  /** Answers that had it (an answer with the field wrong in ten rows counts once). */
  count: number;
}

type Issue = z.core.$ZodIssue;

/** Every call+field pair seen, in the order first seen; its report replaced (not changed) as its count grows. */
const known = new Map<string, DriftReport>();
/** Pairs the person dismissed: still counted, never logged or shown again. */
const dismissed = new Set<string>();
/** Newest first, a new array on every change, as useSyncExternalStore needs. */
let shown: readonly DriftReport[] = [];
const listeners = new Set<() => void>();

export const driftChecksEnabled = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * Checks `data` against the call's schema in development and tests only. The registry (every zod schema)
 * is imported here on demand and behind the literal env test, so a production build drops the import and
 * never ships the schemas; the client encodes calls from the generated routing table instead.
 */
export async function checkDrift(call: CallName, data: unknown): Promise<void> {
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'test')) return;
  const { calls } = await import('@tours/contract');
  const result = calls[call].data.safeParse(data);
  if (!result.success) recordDrift(call, data, result.error.issues);
}

/** Files one answer's issues: a new call+field pair is logged once; a known one only counts this answer. */
function recordDrift(call: string, data: unknown, issues: readonly Issue[]): void {
  const perField = new Map<string, Issue>();
  for (const issue of issues) {
    const key = `${call} ${fieldPath(issue.path)}`;
    if (!perField.has(key)) perField.set(key, issue);
  }
  for (const [key, issue] of perField) {
    const report = known.get(key);
    if (report) {
      known.set(key, { ...report, count: report.count + 1 });
      continue;
    }
    const fresh = newReport(call, data, issue);
    known.set(key, fresh);
    console.error(`[contract drift] ${call}: ${fresh.path}: expected ${fresh.expected}, got ${fresh.got}`, fresh);
  }
  publish();
}

function publish(): void {
  shown = [...known].flatMap(([key, report]) => (dismissed.has(key) ? [] : [report])).reverse();
  for (const listener of listeners) listener();
}

function newReport(call: string, data: unknown, issue: Issue): DriftReport {
  const path = fieldPath(issue.path);
  const expected =
    issue.code === 'invalid_type'
      ? issue.expected
      : issue.code === 'invalid_value'
        ? issue.values.map((value) => JSON.stringify(value)).join(' | ')
        : issue.message;
  return { call, path, message: issue.message, expected, got: describeValue(valueAt(data, issue.path)), firstSeen: new Date(), count: 1 };
}

/** `['list', 3, 'price']` -> `data.list.*.price`, from the envelope's root as the mock server's GET /__mock/drift writes it. */
function fieldPath(path: readonly PropertyKey[]): string {
  return ['data', ...path].map((segment) => (typeof segment === 'number' ? '*' : String(segment))).join('.');
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

const MAX_SHOWN_CHARS = 40;

/** A short, typed picture of a received value: `"12.50" (string)`, `12 (number)`, `array(3)`, `missing`. */
function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array(${value.length})`;
  if (typeof value === 'object') return 'object';
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  const short = text.length > MAX_SHOWN_CHARS ? `${text.slice(0, MAX_SHOWN_CHARS - 1)}…` : text;
  return `${short} (${typeof value})`;
}

export function getDriftReports(): readonly DriftReport[] {
  return shown;
}

export function subscribeDrift(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The notice's close button: hides what is shown; those call+field pairs stay known and quiet. */
export function dismissDriftReports(): void {
  for (const key of known.keys()) dismissed.add(key);
  publish();
}

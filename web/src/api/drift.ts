import type { CallName } from '@tours/contract';
import { deviationOf } from '@tours/contract/drift';
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
  /** What the first answer with it had there, short: `"12.50" (string)`, `a list of 3` or `missing`. */
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

/**
 * Checks `data` against the call's schema in development and tests only. The registry (every zod schema)
 * is imported here on demand and behind the literal env test, so a production build drops the import and
 * never ships the schemas; the client encodes calls from the generated routing table instead.
 */
export async function checkDrift(call: CallName, data: unknown): Promise<void> {
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'test')) return;
  const { calls } = await import('@tours/contract');
  const result = calls[call].data.safeParse(data, { reportInput: true });
  if (!result.success) recordDrift(call, result.error.issues);
}

/** Files one answer's issues: a new call+field pair is logged once; a known one only counts this answer. */
function recordDrift(call: string, issues: readonly Issue[]): void {
  const perField = new Map<string, Issue>();
  for (const issue of issues) {
    const key = `${call} ${deviationOf(issue, ['data']).path}`;
    if (!perField.has(key)) perField.set(key, issue);
  }
  for (const [key, issue] of perField) {
    const report = known.get(key);
    if (report) {
      known.set(key, { ...report, count: report.count + 1 });
      continue;
    }
    const fresh = newReport(call, issue);
    known.set(key, fresh);
    console.error(`[contract drift] ${call}: ${fresh.path}: expected ${fresh.expected}, got ${fresh.got}`, fresh);
  }
  publish();
}

function publish(): void {
  shown = [...known].flatMap(([key, report]) => (dismissed.has(key) ? [] : [report])).reverse();
  for (const listener of listeners) listener();
}

/** The client's words for a deviation are the mock's drift report's (contract/src/drift.ts). */
function newReport(call: string, issue: Issue): DriftReport {
  return { call, ...deviationOf(issue, ['data']), message: issue.message, firstSeen: new Date(), count: 1 };
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

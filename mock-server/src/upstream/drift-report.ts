import { anyEnvelope, type CallName, calls, codes } from '@tours/contract';
import { type Deviation, deviationOf, shortText } from '@tours/contract/drift';
import { type AnswerBody, megabytes, PARSED_AT_MOST_BYTES } from './answer-rules.js';

/** One way a real backend's answers differ from the contract: kept once per call and field, counted per answer. */
export interface DriftEntry {
  call: CallName;
  /** From the envelope's root, list indices as `*`: `data.list.*.teamPrice`, `code`, `(response)`. */
  path: string;
  expected: string;
  got: string;
  firstSeen: string;
  lastSeen: string;
  /** Answers that had it (ten rows with the same broken field in one answer count once). */
  count: number;
}

export type { Deviation };

/** A backend that drifts in a new way on every answer must not fill the heap: later new kinds are only counted. */
const MAX_DRIFT_ENTRIES = 500;

/**
 * Lists longer than this are checked by their first items only, so the drift check of a 2 MB answer (the most
 * answer-rules.ts parses) takes milliseconds and never holds other requests up. Rows of one list mostly drift alike; a drift
 * that only later rows have goes unreported (mock-server/README.md, "Against a real backend", says it is a sample).
 */
const SAMPLED_LIST_ITEMS = 100;
/** Deeper than any contract schema reaches; below it the value is left as it came (and never walked). */
const SAMPLED_DEPTH = 32;
/**
 * The most values (objects, lists, keys' values) a sample may hold: a page of rows with their nested lists stays far
 * below it, while the 200,000 keys of one object that 2 MB can hold would make the check take hundreds of ms of the
 * one event loop every request shares. An answer past it is not checked, and the report says so.
 */
export const SAMPLED_VALUES = 50_000;
/** What the report says a check reads, for both ways an answer can be too large to check. */
const CHECKED = `at most ${PARSED_AT_MOST_BYTES / 1024 / 1024} MB and ${SAMPLED_VALUES.toLocaleString('en')} values to check, the first ${SAMPLED_LIST_ITEMS} items of each list`;
const NOT_CHECKED: Deviation = {
  path: '(answer)',
  expected: CHECKED,
  got: `not checked: too large (more than ${SAMPLED_VALUES.toLocaleString('en')} values)`,
};
/** A JSON answer larger than answer-rules.ts parses: passed on as it came, its size named. */
const notRead = (bytes: number): Deviation => ({
  path: '(answer)',
  expected: CHECKED,
  got: `not checked: too large (${megabytes(bytes)})`,
});

/**
 * How one real answer breaks the contract: not a 2xx JSON answer, not an envelope, or (on success)
 * `data` that the call's schema refuses, judged on the answer's sample (SAMPLED_LIST_ITEMS), or NOT_CHECKED
 * when the sample would pass SAMPLED_VALUES, or notRead when the answer was too large to parse. This only feeds the
 * report; answer-rules.ts decides what the caller gets.
 */
export function deviationsOf(call: CallName, status: number, contentType: string, body: AnswerBody): Deviation[] {
  if (status < 200 || status >= 300) {
    return [
      { path: '(response)', expected: 'HTTP 2xx with a JSON envelope', got: `HTTP ${status} ${contentType || 'without a content type'}` },
    ];
  }
  if (body.kind === 'unread') return [notRead(body.bytes)];
  if (body.kind === 'other') {
    return [{ path: '(response)', expected: 'a JSON envelope', got: `${contentType || 'no content type'}: ${shortText(body.preview)}` }];
  }
  const budget = { left: SAMPLED_VALUES };
  const sample = sampleOf(body.value, 0, budget);
  if (budget.left < 0) return [NOT_CHECKED];
  const envelope = anyEnvelope.safeParse(sample, { reportInput: true });
  if (!envelope.success) return envelope.error.issues.map((issue) => deviationOf(issue));
  if (envelope.data.code !== codes.success) return [];
  const data = calls[call].data.safeParse(envelope.data.data ?? null, { reportInput: true });
  return data.success ? [] : data.error.issues.map((issue) => deviationOf(issue, ['data']));
}

/**
 * A copy of a parsed JSON value with every list cut to its first SAMPLED_LIST_ITEMS items, spending one of
 * `budget.left` per value; once it is spent the copy stops growing (the caller then checks nothing).
 */
function sampleOf(value: unknown, depth: number, budget: { left: number }): unknown {
  budget.left -= 1;
  if (budget.left < 0 || depth >= SAMPLED_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value.slice(0, SAMPLED_LIST_ITEMS)) {
      if (budget.left < 0) break;
      items.push(sampleOf(item, depth + 1, budget));
    }
    return items;
  }
  const entries: [string, unknown][] = [];
  // Keys, not entries: a million-key object costs its key list, not a million pairs, before the budget stops it.
  for (const key of Object.keys(value)) {
    if (budget.left < 0) break;
    entries.push([key, sampleOf(Reflect.get(value, key), depth + 1, budget)]);
  }
  return Object.fromEntries(entries);
}

/** A world's drift report: what GET /__mock/drift shows, newest first. */
export class DriftReport {
  private readonly entries = new Map<string, DriftEntry>();
  /** New kinds of drift not kept because the report was full. */
  dropped = 0;

  add(call: CallName, deviations: readonly Deviation[], at: Date): void {
    const seen = new Set<string>();
    for (const { path, expected, got } of deviations) {
      const key = `${call} ${path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = this.entries.get(key);
      if (entry) {
        entry.count += 1;
        entry.lastSeen = at.toISOString();
        entry.got = got;
      } else if (this.entries.size < MAX_DRIFT_ENTRIES) {
        this.entries.set(key, { call, path, expected, got, firstSeen: at.toISOString(), lastSeen: at.toISOString(), count: 1 });
      } else {
        this.dropped += 1;
      }
    }
  }

  list(): DriftEntry[] {
    return [...this.entries.values()].sort((a, b) => b.lastSeen.localeCompare(a.lastSeen) || a.path.localeCompare(b.path));
  }

  clear(): void {
    this.entries.clear();
    this.dropped = 0;
  }
}

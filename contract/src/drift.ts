import type { z } from 'zod';

/**
 * One way an answer breaks the contract, in the words both the client's drift notice and the mock's drift report
 * use: where (from the envelope's root, list indices as `*`, so the same field of every row is one deviation), what
 * the contract wants there, and what came.
 */
export interface Deviation {
  /** `data.list.*.teamPrice`, `code`, `(envelope)`. */
  path: string;
  /** A type (`number`), the allowed values (`one of 0, 10`), or zod's message when neither fits. */
  expected: string;
  /** What came, short and typed: `"12.50" (string)`, `12 (number)`, `a list of 3`, `an object`, `missing`. */
  got: string;
}

/** Enough of a value to recognise it; a whole page of text would bury the report. */
const VALUE_CHARS = 80;

/** A text cut to VALUE_CHARS, with an ellipsis where it was cut. */
export const shortText = (text: string) => (text.length > VALUE_CHARS ? `${text.slice(0, VALUE_CHARS)}…` : text);

/** `['data', 'list', 3, 'price']` -> `data.list.*.price`; the root itself is `(envelope)`. */
function driftPath(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === 'number' ? '*' : String(key))).join('.') || '(envelope)';
}

/** A short, typed picture of a received value. */
function describeReceived(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `${shortText(JSON.stringify(value.slice(0, VALUE_CHARS + 1)))} (string)`;
  return `${shortText(String(value))} (${typeof value})`;
}

function expectedOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') return issue.expected;
  if (issue.code === 'invalid_value') return `one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
  return issue.message;
}

/**
 * A zod issue of a parse made with `{ reportInput: true }` (so the issue carries what came), as a deviation.
 * `under` is where the parsed value sits in the envelope: `['data']` for a call's data schema.
 */
export function deviationOf(issue: z.core.$ZodIssue, under: readonly PropertyKey[] = []): Deviation {
  return { path: driftPath([...under, ...issue.path]), expected: expectedOf(issue), got: describeReceived(issue.input) };
}

import type { z } from 'zod';
import { badRequest } from '../domain/index.js';

/** Any zod schema (control-plane bodies too): the parsed value, or a 400 naming the first bad field. */
export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  // First without reportInput: with it zod leaves its compiled fast path (measured 3.6 µs against 0.4 µs
  // for product.detail's request). Only a refusal parses again to learn whether the field was missing.
  const fast = schema.safeParse(raw);
  if (fast.success) return fast.data;
  const result = schema.safeParse(raw, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw badRequest('body: is invalid');
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  throw badRequest(`${field}: ${reason(issue)}`, field);
}

function reason(issue: z.core.$ZodIssue): string {
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  return missing ? 'is required' : issue.message;
}

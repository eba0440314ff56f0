import { codes } from '@tours/contract';
import type { z } from 'zod';
import { badRequest, DomainError } from '../domain/index.js';
import type { Said } from '../domain/messages/say.js';
import { fieldIssue } from './field-issue.js';

/**
 * Any zod schema (control-plane bodies too): the parsed value, or a 400 naming every bad field with its problem
 * ("adultCount: must be a number; reservationDate: must be a date YYYY-MM-DD"), so one answer shows all a request
 * must fix. Fields come in the schema's order, one problem each, so the first named is the one a refusal always
 * named first (the refusal's field, which the shop labels).
 */
export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  // First without reportInput: with it zod leaves its compiled fast path (measured 3.6 µs against 0.4 µs
  // for product.detail's request). Only a refusal parses again to learn whether the field was missing.
  const fast = schema.safeParse(raw);
  if (fast.success) return fast.data;
  const result = schema.safeParse(raw, { reportInput: true });
  if (result.success) return result.data;
  const problems = problemsByField(result.error.issues);
  const [first] = problems.keys();
  if (first === undefined) throw badRequest('field.invalid', { field: 'body' });
  throw new DomainError(codes.badRequest, [...problems.values()], first);
}

/** The first problem of each field, in the order zod met them; a problem of the whole body is named `body`. */
function problemsByField(issues: readonly z.core.$ZodIssue[]): Map<string, Said> {
  const problems = new Map<string, Said>();
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    if (!problems.has(field)) problems.set(field, fieldIssue(issue, field));
  }
  return problems;
}

import { type CallName, calls, codes } from '@tours/contract';
import type { z } from 'zod';
import { type DomainError, developerRefusal } from '../domain/index.js';
import type { EnvelopeBody } from './envelope.js';

/** The first problem of a value against a schema, as a 400 naming its field under `at` (e.g. `answer.data.name`). */
function firstIssue(schema: z.ZodType, value: unknown, at: string): DomainError | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const [issue] = result.error.issues;
  const field = [at, ...(issue?.path ?? []).map(String)].join('.');
  return developerRefusal(
    codes.badRequest,
    `${field}: ${issue?.message ?? 'is invalid'} (the shop's client would reject this answer; add "lenient": true to keep it)`,
    field,
  );
}

/** A whole answer the shop's client reads as it would the backend's: a success's data against the call's schema. */
export function contractIssues(call: CallName, answer: EnvelopeBody): DomainError | null {
  if (answer.code !== codes.success) return null;
  return firstIssue(calls[call].data, answer.data ?? null, 'answer.data');
}

interface Introspectable {
  def: { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType };
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: Introspectable })._zod.def;
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema under optional, nullable, default and pipe wrappers: what an object patch merges into. */
function unwrapped(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (['optional', 'nullable', 'default', 'readonly', 'nonoptional'].includes(def.type) && def.innerType) return unwrapped(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrapped(def.in);
  return schema;
}

/**
 * A patch checked where it lands, as mergePatch applies it: an object merges into an object field by field (a field
 * the answer does not have is refused, so a misspelt name is not silently ignored) and into each row of a list; any
 * other value replaces the field and must be what the shop's client accepts there.
 */
export function patchIssues(schema: z.ZodType, patch: unknown, at: string): DomainError | null {
  if (!isRecord(patch)) return firstIssue(schema, patch, at);
  const target = unwrapped(schema);
  const def = defOf(target);
  if (def.type === 'array' && def.element) return patchIssues(def.element, patch, `${at}[]`);
  if (def.type !== 'object' || !def.shape) return firstIssue(schema, patch, at);
  for (const [key, value] of Object.entries(patch)) {
    const field = def.shape[key];
    if (!field)
      return developerRefusal(
        codes.badRequest,
        `${at}.${key}: not a field of this answer (${Object.keys(def.shape).join(', ')})`,
        `${at}.${key}`,
      );
    const issue = patchIssues(field, value, `${at}.${key}`);
    if (issue) return issue;
  }
  return null;
}

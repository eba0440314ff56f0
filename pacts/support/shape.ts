import { MatchersV3 } from '@pact-foundation/pact';
import type { z } from 'zod';

const { boolean, eachLike, integer, like, number, regex, string } = MatchersV3;

/**
 * Wire formats the contract uses for timestamps and dates (spec §3): pinned by pattern, never by value.
 * Clock times are not: a tour's startTime is free text that may list several ('17:30, 18:00').
 */
const textFormats: readonly RegExp[] = [/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, /^\d{4}-\d{2}-\d{2}$/];

interface Introspectable {
  def: { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType };
  format?: string | null;
}

const inspect = (schema: z.ZodType) => schema as unknown as Introspectable;

/**
 * A response description derived from a contract `data` schema and a realistic sample: every field the
 * schema requires becomes a type, integer, number, boolean or pattern matcher, lists become `eachLike`.
 * Nullable and optional fields are left out: Pact has no "null or X" matcher, and a value that is null on
 * one row and a number on the next (a group price, a score) would make the verification flaky. The zod
 * checks in the client and in the mock server still guard those fields.
 */
export function shapeOf(schema: z.ZodType, sample: unknown): unknown {
  const { def, format } = inspect(schema);
  switch (def.type) {
    case 'object':
      return objectShape(def.shape ?? {}, sample);
    case 'array':
      return Array.isArray(sample) && sample.length > 0 && def.element ? eachLike(shapeOf(def.element, sample[0])) : undefined;
    case 'number':
      if (typeof sample !== 'number') return undefined;
      return format === 'safeint' || format === 'int32' ? integer(sample) : number(sample);
    case 'string':
      return typeof sample === 'string' ? stringShape(sample) : undefined;
    case 'boolean':
      return typeof sample === 'boolean' ? boolean(sample) : undefined;
    case 'pipe':
      return def.in ? shapeOf(def.in, sample) : undefined;
    case 'null':
      return null;
    case 'nullable':
    case 'optional':
    case 'unknown':
      return undefined;
    default:
      // Literals, enums and unions (an order status, a price mode): the sample's JSON type.
      return sample === undefined || sample === null ? undefined : like(sample);
  }
}

function objectShape(shape: Record<string, z.ZodType>, sample: unknown): Record<string, unknown> | undefined {
  if (typeof sample !== 'object' || sample === null) return undefined;
  const record = sample as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const value = shapeOf(field, record[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

function stringShape(sample: string) {
  const format = textFormats.find((pattern) => pattern.test(sample));
  return format ? regex(format.source, sample) : string(sample);
}

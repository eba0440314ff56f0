import { MatchersV3 } from '@pact-foundation/pact';
import type { z } from 'zod';

const { boolean, eachLike, integer, like, number, regex, string } = MatchersV3;

interface Introspectable {
  def: {
    type: string;
    shape?: Record<string, z.ZodType>;
    element?: z.ZodType;
    innerType?: z.ZodType;
    in?: z.ZodType;
    checks?: readonly { _zod: { def: { format?: string; pattern?: RegExp } } }[];
  };
  format?: string | null;
}

const inspect = (schema: z.ZodType) => schema as unknown as Introspectable;

/**
 * A response description derived from a contract `data` schema and a realistic sample: every field the
 * schema requires becomes a type, integer, number, boolean or (where the schema has one) pattern matcher,
 * lists become `eachLike`.
 * Nullable numbers and strings are pinned as "null or a number/string" (see NULL_OR); other nullable and
 * all optional fields are left out: a key that one row has and the next lacks
 * cannot be pinned. The zod checks in the client and in the mock server still guard those fields.
 */
export function shapeOf(schema: z.ZodType, sample: unknown): unknown {
  const { def, format } = inspect(schema);
  switch (def.type) {
    case 'object':
      return objectShape(def.shape ?? {}, sample);
    case 'array':
      if (!Array.isArray(sample) || !def.element) return undefined;
      // An empty sample list (a review without pictures) pins only that the key holds a list.
      return sample.length > 0 ? eachLike(shapeOf(def.element, sample[0])) : like([]);
    case 'number':
      if (typeof sample !== 'number') return undefined;
      return format === 'safeint' || format === 'int32' ? integer(sample) : number(sample);
    case 'string':
      return typeof sample === 'string' ? stringShape(schema, sample) : undefined;
    case 'boolean':
      return typeof sample === 'boolean' ? boolean(sample) : undefined;
    case 'pipe':
      return def.in ? shapeOf(def.in, sample) : undefined;
    case 'null':
      return null;
    case 'nullable':
      return def.innerType ? nullableShape(def.innerType, sample) : undefined;
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

/**
 * "null or a number", "null or a string": Pact has no such matcher, but its core matches a regex against
 * the text of any JSON value ('null', '4.6'), so a regex over both spellings says it. For strings that
 * only pins that the key is there. The rule is written out: `MatchersV3.regex` only takes string examples.
 */
const NULL_OR: Record<string, string> = { number: '^(null|-?[0-9]+(\\.[0-9]+)?)$', string: '^[\\s\\S]*$' };

function nullableShape(inner: z.ZodType, sample: unknown): unknown {
  const pattern = NULL_OR[inspect(inner).def.type];
  if (pattern === undefined || (sample !== null && typeof sample !== inspect(inner).def.type)) return undefined;
  return { 'pact:matcher:type': 'regex', regex: pattern, value: sample };
}

/**
 * A text format is pinned only where the contract's own schema states it (a time the screens parse, such as
 * an order's payExpireTime), so the pact never holds a format that zod, and so the mock, does not (issue 14).
 */
function stringShape(schema: z.ZodType, sample: string) {
  const pattern = inspect(schema).def.checks?.find((check) => check._zod.def.format === 'regex')?._zod.def.pattern;
  return pattern ? regex(pattern.source, sample) : string(sample);
}

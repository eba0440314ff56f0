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
    options?: readonly z.ZodType[];
    values?: readonly unknown[];
    checks?: readonly { _zod: { def: { format?: string; pattern?: RegExp } } }[];
  };
  format?: string | null;
}

const inspect = (schema: z.ZodType) => schema as unknown as Introspectable;

/**
 * A response description derived from a contract `data` schema and a realistic sample: every field the
 * schema requires becomes a type, integer, number, boolean or (where the schema has one) pattern matcher,
 * lists become `eachLike`.
 * A nullable field is pinned as its type where the sample has a value (the interaction's provider state promises
 * one, e.g. a per-person tour's adult price); where the sample is null, or in a list whose rows may differ, as
 * "null or its type" (nullOr). Optional fields are left out: a key that one row has and the next lacks cannot be
 * pinned. The zod checks in the client and the mock still guard them.
 */
export function shapeOf(schema: z.ZodType, sample: unknown, inList = false): unknown {
  const { def, format } = inspect(schema);
  switch (def.type) {
    case 'object':
      return objectShape(def.shape ?? {}, sample, inList);
    case 'array':
      if (!Array.isArray(sample) || !def.element) return undefined;
      // An empty sample list (a review without pictures) pins only that the key holds a list.
      return sample.length > 0 ? eachLike(shapeOf(def.element, sample[0], true)) : like([]);
    case 'number':
      if (typeof sample !== 'number') return undefined;
      return format === 'safeint' || format === 'int32' ? integer(sample) : number(sample);
    case 'string':
      return typeof sample === 'string' ? stringShape(schema, sample) : undefined;
    case 'boolean':
      return typeof sample === 'boolean' ? boolean(sample) : undefined;
    case 'pipe':
      return def.in ? shapeOf(def.in, sample, inList) : undefined;
    case 'null':
      return null;
    case 'nullable':
      if (!def.innerType) return undefined;
      return sample === null || inList ? nullShape(def.innerType, sample) : shapeOf(def.innerType, sample, inList);
    case 'union':
      return literalsShape(def.options ?? [], sample) ?? (sample === undefined || sample === null ? undefined : like(sample));
    case 'optional':
    case 'unknown':
      return undefined;
    default:
      // Enums and other literals: the sample's JSON type.
      return sample === undefined || sample === null ? undefined : like(sample);
  }
}

/**
 * A union of number literals (an order status: 0, 10, 30 or 90) is pinned to its members, since the screens branch
 * on them: an integer AND a regex over its text (Pact's core matches a regex against a number's text, so the regex
 * alone would pass the text "10"). Written out because `MatchersV3.regex` only takes string examples.
 */
function literalsShape(options: readonly z.ZodType[], sample: unknown): unknown {
  const values = options.flatMap((option) => (inspect(option).def.type === 'literal' ? [...(inspect(option).def.values ?? [])] : [null]));
  if (typeof sample !== 'number' || !values.every((value) => typeof value === 'number')) return undefined;
  const members = { 'pact:matcher:type': 'regex', regex: `^(${values.join('|')})$` };
  return { 'pact:matcher:type': [{ 'pact:matcher:type': 'integer' }, members], value: sample };
}

function objectShape(shape: Record<string, z.ZodType>, sample: unknown, inList: boolean): Record<string, unknown> | undefined {
  if (typeof sample !== 'object' || sample === null) return undefined;
  const record = sample as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const value = shapeOf(field, record[key], inList);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * "null or a number" (or an integer, or a text like the sample): Pact 3's null matcher OR-combined with the type's
 * matcher, which pact-jvm and the Rust core (pact-js, pact-go) both apply. Never a regex: the Rust core matches a
 * regex against a number's text, so "null or digits" would pass "12" as a text. The FFI's integration JSON writes
 * several matchers as AND; `normalise` in pact-file.ts turns a null matcher beside another into OR, the only reading
 * under which such a pair can match anything. A text whose sample is null is not pinned: the type matcher would then
 * demand null, and Pact 3 has no "any text" matcher.
 */
function nullShape(inner: z.ZodType, sample: unknown): unknown {
  const { def, format } = inspect(inner);
  const matcher =
    def.type === 'number'
      ? format === 'safeint' || format === 'int32'
        ? 'integer'
        : 'number'
      : def.type === 'string' && typeof sample === 'string'
        ? 'type'
        : undefined;
  if (matcher === undefined || (sample !== null && typeof sample !== def.type)) return undefined;
  return { 'pact:matcher:type': [{ 'pact:matcher:type': 'null' }, { 'pact:matcher:type': matcher }], value: sample };
}

/**
 * A text format is pinned only where the contract's own schema states it (a time the screens parse, such as
 * an order's payExpireTime), so the pact never holds a format that zod, and so the mock, does not.
 */
function stringShape(schema: z.ZodType, sample: string) {
  const pattern = inspect(schema).def.checks?.find((check) => check._zod.def.format === 'regex')?._zod.def.pattern;
  return pattern ? regex(pattern.source, sample) : string(sample);
}

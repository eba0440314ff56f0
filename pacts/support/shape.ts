import { MatchersV3 } from '@pact-foundation/pact';
import { omittedWhenNull } from '@tours/contract';
import type { z } from 'zod';
import { amountMatcher, flagMatcher } from './either';

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

/** Where a value sits in `data`, and which nullable fields the interaction's provider state promises in every row. */
interface Place {
  /** From `data`, list rows as `*` (the drift report's form): `page.list.*.payTime`. */
  path: string;
  inList: boolean;
  promised: ReadonlySet<string>;
  /** The promised paths met, so a misspelt one fails rather than pinning nothing. */
  met: Set<string>;
}

const child = (place: Place, key: string, inList = place.inList): Place => ({
  ...place,
  path: place.path ? `${place.path}.${key}` : key,
  inList,
});

/**
 * A response description derived from a contract `data` schema and a realistic sample: every field the
 * schema requires becomes a type, integer, number, boolean or (where the schema has one) pattern matcher,
 * lists become `eachLike`; an amount is "a number OR its text", a flag "a boolean OR an integer" (either.ts).
 * A nullable field is pinned as its type only where the provider state promises a value: outside lists where the
 * sample has one (e.g. a per-person tour's adult price), in a list's rows only where `promised` names it
 * (`page.list.*.payTime`), since rows may differ. Elsewhere it is not pinned: a backend that leaves nulls out
 * (Jackson's NON_NULL) omits the key, and Pact 3 fails a matcher on an absent key. Optional fields are left out
 * for the same reason. The zod checks in the client and the mock still guard them.
 */
export function shapeOf(schema: z.ZodType, sample: unknown, promised: readonly string[] = []): unknown {
  const place: Place = { path: '', inList: false, promised: new Set(promised), met: new Set() };
  const shape = shapeAt(schema, sample, place);
  const unmet = promised.filter((path) => !place.met.has(path));
  if (unmet.length > 0) throw new Error(`promised ${unmet.join(', ')}: no nullable field with a value in the sample there`);
  return shape;
}

function shapeAt(schema: z.ZodType, sample: unknown, place: Place): unknown {
  const { def, format } = inspect(schema);
  switch (def.type) {
    case 'object':
      return objectShape(def.shape ?? {}, sample, place);
    case 'array':
      if (!Array.isArray(sample) || !def.element) return undefined;
      // An empty sample list (a review without pictures) pins only that the key holds a list.
      return sample.length > 0 ? eachLike(shapeAt(def.element, sample[0], child(place, '*', true))) : like([]);
    case 'number':
      if (typeof sample !== 'number') return undefined;
      return format === 'safeint' || format === 'int32' ? integer(sample) : number(sample);
    case 'string':
      return typeof sample === 'string' ? stringShape(schema, sample) : undefined;
    case 'boolean':
      return typeof sample === 'boolean' ? boolean(sample) : undefined;
    case 'pipe':
      return def.in ? shapeAt(def.in, sample, place) : undefined;
    case 'null':
      return null;
    case 'nullable':
      return def.innerType ? whenPromised(def.innerType, sample, place) : undefined;
    case 'optional': {
      // nullOrOmitted: optional(nullable(T)), a field a NON_NULL backend leaves out when it is null.
      const nullable = omittedWhenNull.has(schema as z.core.$ZodType) ? inspect(def.innerType ?? schema).def.innerType : undefined;
      return nullable ? whenPromised(nullable, sample, place) : undefined;
    }
    case 'union':
      return (
        literalsShape(def.options ?? [], sample) ??
        eitherShape(def.options ?? [], sample) ??
        (sample === undefined || sample === null ? undefined : like(sample))
      );
    case 'unknown':
      return undefined;
    default:
      // Enums and other literals: the sample's JSON type.
      return sample === undefined || sample === null ? undefined : like(sample);
  }
}

/** A nullable field's type, where the provider state promises a value (see shapeOf); nothing elsewhere. */
function whenPromised(inner: z.ZodType, sample: unknown, place: Place): unknown {
  if (sample === null || sample === undefined) return undefined;
  if (place.inList && !place.promised.has(place.path)) return undefined;
  if (place.inList) place.met.add(place.path);
  return shapeAt(inner, sample, place);
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

/**
 * The two-form values of the contract (contract/src/entities/answer-values.ts): an amount (a number, or a text with
 * the schema's pattern) and a flag (a boolean, or the number literals 0 and 1).
 */
function eitherShape(options: readonly z.ZodType[], sample: unknown): unknown {
  const [first, second, ...rest] = options.map((option) => inspect(option).def);
  if (first?.type === 'number' && second?.type === 'string' && rest.length === 0) {
    const pattern = patternOf(options[1]);
    return pattern && (typeof sample === 'number' || typeof sample === 'string') ? amountMatcher(pattern.source, sample) : undefined;
  }
  const literalNumbers = [second, ...rest].every(
    (option) => option?.type === 'literal' && option.values?.every((v) => typeof v === 'number'),
  );
  if (first?.type === 'boolean' && literalNumbers && typeof sample === 'boolean') return flagMatcher(sample);
  return undefined;
}

function objectShape(shape: Record<string, z.ZodType>, sample: unknown, place: Place): Record<string, unknown> | undefined {
  if (typeof sample !== 'object' || sample === null) return undefined;
  const record = sample as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const value = shapeAt(field, record[key], child(place, key));
    if (value !== undefined) out[key] = value;
  }
  return out;
}

const patternOf = (schema: z.ZodType | undefined) =>
  schema ? inspect(schema).def.checks?.find((check) => check._zod.def.format === 'regex')?._zod.def.pattern : undefined;

/**
 * A text format is pinned only where the contract's own schema states it (a time the screens parse, such as
 * an order's payExpireTime), so the pact never holds a format that zod, and so the mock, does not.
 */
function stringShape(schema: z.ZodType, sample: string) {
  const pattern = patternOf(schema);
  return pattern ? regex(pattern.source, sample) : string(sample);
}

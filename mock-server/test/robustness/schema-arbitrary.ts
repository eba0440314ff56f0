import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check values from a call's zod request schema, through zod 4's JSON Schema export (io 'input':
 * what a client may send, before coercion). Only the keywords our registry produces are read; anything
 * else falls back to generic junk, which the server must refuse cleanly anyway.
 */
type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
};

export type FieldHints = Readonly<Record<string, fc.Arbitrary<unknown>>>;

export function requestJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values that break naive parsers: empty, huge, control characters, path tricks, prototype keys, markup. */
const HUGE_TEXT = 'x'.repeat(100 * 1024);
export const hostileText = fc.constantFrom(
  '',
  ' ',
  HUGE_TEXT,
  '\u0000',
  '%00',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '9007199254740993',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\uD800',
  '😀'.repeat(50),
);

export const junk: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

const integerBounds = (s: JsonSchema) => ({
  min: Math.max(s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -1_000_000), -1_000_000_000),
  max: Math.min(s.maximum ?? 1_000_000, 1_000_000_000),
});

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'email') return fc.emailAddress();
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
  const maxLength = Math.min(s.maxLength ?? 60, 60);
  const boundary = s.maxLength !== undefined ? [fc.constant('y'.repeat(s.maxLength)), fc.constant('y'.repeat(s.maxLength + 1))] : [];
  return fc.oneof(fc.string({ minLength: s.minLength ?? 0, maxLength }), ...boundary);
}

function fromType(type: string, s: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer': {
      const { min, max } = integerBounds(s);
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max, min - 1, max + 1));
    }
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), fc.constantFrom(0, -0.5, 1e9));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? arbitraryOf(s.items, hints) : junk, {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    case 'object':
      return objectArbitrary(s, hints);
    default:
      return junk;
  }
}

/** Any value the schema describes, plus its boundaries (max length, max + 1, min - 1). */
export function arbitraryOf(s: JsonSchema, hints: FieldHints = {}): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf && s.anyOf.length > 0) return fc.oneof(...s.anyOf.map((option) => arbitraryOf(option, hints)));
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((t) => fromType(t, s, hints)));
  if (s.type === 'object' || s.properties) return objectArbitrary(s, hints);
  if (s.type) return fromType(s.type, s, hints);
  return junk;
}

/** Required keys always present, optional ones sometimes; a hint replaces a field's generic values half the time. */
function objectArbitrary(s: JsonSchema, hints: FieldHints): fc.Arbitrary<Record<string, unknown>> {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(s.properties ?? {})) {
    const hint = hints[key];
    record[key] = hint ? fc.oneof({ arbitrary: hint, weight: 3 }, { arbitrary: arbitraryOf(property), weight: 1 }) : arbitraryOf(property);
  }
  return fc.record(record, { requiredKeys: s.required ?? [] });
}

import type { z } from 'zod';
import { date, dateTime, instant } from '../domain/rows/formats.js';
import { type State, stateSchema } from '../domain/state.js';
import { dateOfDayNumber, dayNumber } from '../domain/time.js';

/**
 * Moving a world to another day. A world seeded at build time is shipped as data and moved to the visit's day, so the
 * browser never runs the seed: every seeded date is a whole number of days from the seed day's midnight, hence moving
 * each date by the days between the two midnights gives the world that day's seed would have made.
 *
 * The dates are found from the schema, not from a list of fields: a field typed with one of the date formats of
 * rows/formats.ts (by identity) is moved wherever it sits, so a date field added later moves too. Times of day
 * (hourMinute) and everything else are copied as they are.
 */

/** Copies a JSON value, moving the dates the schema it was compiled from marks. */
type Move = (value: unknown, days: number) => unknown;

const DATE_FORMATS: ReadonlySet<z.core.$ZodType> = new Set([dateTime, date, instant]);

/** Every date format starts with its 'YYYY-MM-DD': only that part moves, the time after it stays to the character. */
function moveDateText(value: unknown, days: number): string {
  const text = String(value);
  const day = dayNumber(text.slice(0, 10));
  if (Number.isNaN(day)) throw new RangeError(`shiftDays: '${text}' is not a date`);
  return dateOfDayNumber(day + days) + text.slice(10);
}

function copyJson(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyJson);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyJson((value as Record<string, unknown>)[key]);
  return copy;
}

function recordOf(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError('shiftDays: expected an object');
  return value as Record<string, unknown>;
}

function arrayOf(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new TypeError('shiftDays: expected an array');
  return value;
}

/** Schemas whose values hold no date the walk could see. */
const LEAVES: ReadonlySet<string> = new Set([
  'string',
  'number',
  'boolean',
  'literal',
  'enum',
  'null',
  'undefined',
  'nan',
  'template_literal',
  'any',
  'unknown',
  'never',
  'void',
  'success',
]);

/**
 * The move of a schema's values, or null when they hold no date (the caller copies them as they are). Each schema is
 * compiled once: the memo also lets a recursive (lazy) schema refer to its own move.
 */
function compile(schema: z.core.$ZodType, memo: Map<z.core.$ZodType, Move | null>): Move | null {
  if (DATE_FORMATS.has(schema)) return moveDateText;
  const known = memo.get(schema);
  if (known !== undefined) return known;
  const move = compileNew(schema, memo);
  memo.set(schema, move);
  return move;
}

function compileNew(schema: z.core.$ZodType, memo: Map<z.core.$ZodType, Move | null>): Move | null {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  if (LEAVES.has(def.type)) return null;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch': {
      const inner = compile(def.innerType, memo);
      return inner && ((value, days) => (value === undefined || value === null ? value : inner(value, days)));
    }
    case 'pipe':
      // A parsed value is the output of the pipe's last schema.
      return compile(def.out, memo);
    case 'array': {
      const element = compile(def.element, memo);
      return element && ((value, days) => arrayOf(value).map((item) => element(item, days)));
    }
    case 'object':
      return compileObject(def.shape, def.catchall, memo);
    case 'record':
      return compileRecord(def.keyType, def.valueType, memo);
    case 'union':
      return compileUnion(def, memo);
    case 'lazy':
      return compileLazy(schema, def.getter, memo);
    default:
      // A transform's output, a tuple, a map, an intersection...: the walk does not look inside them, so it says so.
      throw new TypeError(`shiftDays cannot see the dates inside a '${def.type}' schema: give the state a plain JSON shape`);
  }
}

function compileObject(
  shape: Readonly<Record<string, z.core.$ZodType>>,
  catchall: z.core.$ZodType | undefined,
  memo: Map<z.core.$ZodType, Move | null>,
): Move | null {
  const fields = new Map<string, Move>();
  for (const [key, field] of Object.entries(shape)) {
    const move = compile(field, memo);
    if (move) fields.set(key, move);
  }
  const rest = catchall ? compile(catchall, memo) : null;
  if (fields.size === 0 && !rest) return null;
  return (value, days) => {
    const row = recordOf(value);
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(row)) {
      const move = fields.get(key) ?? (Object.hasOwn(shape, key) ? null : rest);
      copy[key] = move ? move(row[key], days) : copyJson(row[key]);
    }
    return copy;
  };
}

function compileRecord(keyType: z.core.$ZodType, valueType: z.core.$ZodType, memo: Map<z.core.$ZodType, Move | null>): Move | null {
  const moveKey = DATE_FORMATS.has(keyType);
  const moveValue = compile(valueType, memo);
  if (!moveKey && !moveValue) return null;
  return (value, days) => {
    const table = recordOf(value);
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(table)) {
      copy[moveKey ? moveDateText(key, days) : key] = moveValue ? moveValue(table[key], days) : copyJson(table[key]);
    }
    return copy;
  };
}

/**
 * A union whose members hold dates must say which member a value is without parsing it: a discriminated union, whose
 * members are told apart by one key's value.
 */
function compileUnion(def: z.core.$ZodUnionDef | z.core.$ZodDiscriminatedUnionDef, memo: Map<z.core.$ZodType, Move | null>): Move | null {
  const moves = def.options.map((option) => compile(option, memo));
  if (moves.every((move) => move === null)) return null;
  const discriminator = 'discriminator' in def ? def.discriminator : undefined;
  if (discriminator === undefined) {
    throw new TypeError('shiftDays cannot tell the members of a union holding dates apart: make it a z.discriminatedUnion');
  }
  const byTag = new Map<unknown, Move | null>();
  def.options.forEach((option, index) => {
    for (const tag of option._zod.propValues?.[discriminator] ?? []) byTag.set(tag, moves[index] ?? null);
  });
  return (value, days) => {
    const row = recordOf(value);
    const move = byTag.get(row[discriminator]);
    return move ? move(row, days) : copyJson(row);
  };
}

/** A recursive schema reaches itself while it is compiled: the memo holds a forward to the move being built. */
function compileLazy(schema: z.core.$ZodType, getter: () => z.core.$ZodType, memo: Map<z.core.$ZodType, Move | null>): Move | null {
  let inner: Move | null = null;
  memo.set(schema, (value, days) => (inner ? inner(value, days) : copyJson(value)));
  inner = compile(getter(), memo);
  return inner;
}

/** The move of a schema's values: a copy with every date the schema marks moved by whole days. */
export function dayShift<T>(schema: z.core.$ZodType<T>): (value: T, days: number) => T {
  const move = compile(schema, new Map());
  return (value, days) => (move ? move(value, days) : copyJson(value)) as T;
}

let shiftState: ((state: State, days: number) => State) | undefined;

/**
 * The state with every date moved by whole days: `shiftDays(createState({ now }), d)` equals the world seeded d days
 * later. A new state, sharing nothing with its input: the domain changes a state in place, and a world moved from a
 * shipped base must leave the base as it was for the next visit.
 */
export function shiftDays(state: State, days: number): State {
  if (!Number.isInteger(days)) throw new RangeError('shiftDays moves by whole days');
  shiftState ??= dayShift(stateSchema);
  return shiftState(state, days);
}

import { z } from 'zod';
import { MAX_INTEGER } from './constants.js';
import { fieldProblems } from './field-problems.js';

/**
 * Field builders for request schemas. Form bodies and queries carry strings, so each
 * builder accepts the JSON type and its string form, and parses to the JSON type.
 * `CallInput` is what a client sends; `CallParsed` is what the server holds afterwards.
 *
 * Every builder is bounded, and registers the text it accepts on the wire (below), so the OpenAPI
 * export (openapi.ts) describes exactly what the server takes, and never calls valid what it refuses.
 */

const integerDigits = /^-?\d{1,9}$/;
const numberText = /^-?\d{1,9}(\.\d{1,6})?$/;
/** Months 01-12 and days 01-31: the server reads "2026-02-31" as 3 March, as the real backend's calendar does. */
const DATE_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';

/** What a form or query carries for a field, as JSON Schema keywords of a string. */
export interface WireText {
  pattern?: string;
  enum?: string[];
  description?: string;
}
/** Wire text of schemas whose text is not their JSON Schema input (numbers, booleans, lists, checks in transforms). */
export const wireText = z.registry<WireText>();
/**
 * Integer fields, whose wire pattern depends on the bounds piped after them (`int().pipe(min(0).max(99))`
 * in a call file), so openapi.ts derives it from the whole pipe rather than from a fixed pattern here.
 */
export const integerText = z.registry<{ emptyAllowed: boolean }>();

const wire = <T extends z.ZodType>(schema: T, text: WireText): T => {
  wireText.add(schema, text);
  return schema;
};

/**
 * A value of none of a union's kinds (the same field sent twice, an object) is refused with what the field takes, as
 * a value of the right kind but wrong form is, rather than zod's "Invalid input" for a union.
 */
const WHOLE_NUMBER = fieldProblems.wholeNumber;
const TRUE_OR_FALSE = fieldProblems.trueOrFalse;

const integer = () => z.number().int().min(-MAX_INTEGER).max(MAX_INTEGER);

/** `whenEmpty`: the refusal of an empty text (a choice not made) where "must be an integer" would say the wrong thing. */
export const int = (whenEmpty?: string) =>
  z
    .union(
      [
        integer(),
        z.string().regex(integerDigits, { error: (issue) => (whenEmpty !== undefined && issue.input === '' ? whenEmpty : WHOLE_NUMBER) }),
      ],
      { error: WHOLE_NUMBER },
    )
    .transform((v) => Number(v))
    .pipe(z.number().int())
    .register(integerText, { emptyAllowed: false });

/** An integer that may be sent as an empty string, meaning "not given". */
export const optionalInt = () =>
  z
    .union([integer(), z.literal(''), z.string().regex(integerDigits, WHOLE_NUMBER)], { error: WHOLE_NUMBER })
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : Number(v)))
    .register(integerText, { emptyAllowed: true });

export const optionalNumber = () =>
  wire(
    z
      .union([z.number().gt(-1e9).lt(1e9), z.literal(''), z.string().regex(numberText, fieldProblems.number)], {
        error: fieldProblems.number,
      })
      .optional()
      .transform((v) => (v === '' || v === undefined ? undefined : Number(v))),
    { pattern: `^(${numberText.source.slice(1, -1)})?$` },
  );

export const id = (whenEmpty?: string) => int(whenEmpty).pipe(z.number().int().positive());

const booleanText = ['true', 'false', '1', '0'];

/** true/false, "true"/"false", 1/0: form booleans. z.coerce.boolean would read "false" as true. */
export const bool = () =>
  wire(
    z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: TRUE_OR_FALSE })
      .transform((v) => v === true || v === 'true' || v === '1'),
    { enum: booleanText },
  );

export const optionalBool = () =>
  wire(
    z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])], { error: TRUE_OR_FALSE })
      .optional()
      .transform((v) => (v === '' || v === undefined ? undefined : v === true || v === 'true' || v === '1')),
    { enum: [...booleanText, ''] },
  );

const idText = /^\d{1,9}$/;
const idPattern = '[1-9][0-9]{0,8}';

/** Id lists travel comma-joined (`cityIds=1,2`); the server also accepts repeated keys. */
export const idList = () =>
  wire(
    z
      .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === '') return [];
        const parts = (Array.isArray(v) ? v : [v]).flatMap((p) => String(p).split(',')).filter((p) => p.trim() !== '');
        if (parts.some((p) => !idText.test(p.trim()) || Number(p) === 0)) {
          ctx.addIssue({ code: 'custom', message: fieldProblems.idList });
          return z.NEVER;
        }
        return parts.map((p) => Number(p.trim()));
      }),
    {
      pattern: `^(${idPattern}(,${idPattern})*)?$`,
      description: 'Ids joined by commas (1,2); the same key repeated is read too.',
    },
  );

export const date = () => z.string().regex(new RegExp(DATE_PATTERN), fieldProblems.date);
export const text = (max = 2000) => z.string().max(max);
export const optionalText = (max = 2000) => z.string().max(max).optional();

export const pageNo = () => int().pipe(z.number().int().min(1)).optional().default(1);
export const pageSize = (fallback: number) => int().pipe(z.number().int().min(1).max(100)).optional().default(fallback);

/** The shape of a paged `data`: `{ list, total }`. */
export const paged = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int().min(0) });

/** No payload at all: the call sends an empty form body. */
export const noPayload = () => z.object({}).strict();

/**
 * A regular expression source matching exactly the decimal integers lo..hi without leading zeros, for the
 * wire pattern of an integer field (JSON Schema cannot bound a number written as text any other way).
 */
export function integerRangePattern(lo: number, hi: number): string {
  const parts: string[] = [];
  if (hi >= Math.max(lo, 0)) parts.push(naturalRange(Math.max(lo, 0), hi));
  if (lo < 0) parts.push(`-(${naturalRange(Math.max(1, -hi), -lo)})`);
  return `^(${parts.join('|')})$`;
}

/** lo..hi for 0 <= lo <= hi, as one alternative per digit count; full digit counts in a row share one class. */
function naturalRange(lo: number, hi: number): string {
  const parts: string[] = [];
  let full: [number, number] | undefined;
  for (let digits = String(lo).length; digits <= String(hi).length; digits++) {
    const first = digits === 1 ? 0 : 10 ** (digits - 1);
    const from = Math.max(lo, first);
    const to = Math.min(hi, 10 ** digits - 1);
    if (digits > 1 && from === first && to === 10 ** digits - 1) {
      full = full ? [full[0], digits] : [digits, digits];
      continue;
    }
    if (full) parts.push(fullDigits(full));
    full = undefined;
    parts.push(sameLength(String(from), String(to)));
  }
  if (full) parts.push(fullDigits(full));
  return parts.join('|');
}

const repeat = (from: number, to = from) => (to === 1 && from === 1 ? '' : `{${from}${to > from ? `,${to}` : ''}}`);
const digitClass = (a: number, b: number) => (a === b ? `${a}` : `[${a}-${b}]`);
const fullDigits = ([from, to]: [number, number]) => `[1-9][0-9]${repeat(from - 1, to - 1)}`;

/** from..to of equal digit counts, digit by digit. */
function sameLength(from: string, to: string): string {
  if (from === to) return from;
  const [a, b] = [Number(from[0]), Number(to[0])];
  const restFrom = from.slice(1);
  const restTo = to.slice(1);
  const anyRest = restFrom.length === 0 ? '' : `[0-9]${repeat(restFrom.length)}`;
  if (/^0*$/.test(restFrom) && /^9*$/.test(restTo)) return `${digitClass(a, b)}${anyRest}`;
  if (a === b) return `${a}${sameLength(restFrom, restTo)}`;
  const parts = [`${a}${sameLength(restFrom, '9'.repeat(restFrom.length))}`];
  if (b - a > 1) parts.push(`${digitClass(a + 1, b - 1)}${anyRest}`);
  parts.push(`${b}${sameLength('0'.repeat(restTo.length), restTo)}`);
  return `(${parts.join('|')})`;
}

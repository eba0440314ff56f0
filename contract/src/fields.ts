import { z } from 'zod';

/**
 * Field builders for request schemas. Form bodies and queries carry strings, so each
 * builder accepts the JSON type and its string form, and parses to the JSON type.
 * `CallInput` is what a client sends; `CallParsed` is what the server holds afterwards.
 */
const numeric = /^-?\d+(\.\d+)?$/;
const dateText = /^\d{4}-\d{2}-\d{2}$/;

export const int = () =>
  z
    .union([z.number().int(), z.string().regex(/^-?\d+$/, 'must be an integer')])
    .transform((v) => Number(v))
    .pipe(z.number().int());

/** An integer that may be sent as an empty string, meaning "not given". */
export const optionalInt = () =>
  z
    .union([z.number().int(), z.literal(''), z.string().regex(/^-?\d+$/, 'must be an integer')])
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : Number(v)));

export const optionalNumber = () =>
  z
    .union([z.number(), z.literal(''), z.string().regex(numeric, 'must be a number')])
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : Number(v)));

export const id = () => int().pipe(z.number().int().positive());

/** true/false, "true"/"false", 1/0: form booleans. z.coerce.boolean would read "false" as true. */
export const bool = () =>
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

export const optionalBool = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : v === true || v === 'true' || v === '1'));

/** Id lists travel comma-joined (`cityIds=1,2`); the server also accepts repeated keys. */
export const idList = () =>
  z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return [];
      const parts = (Array.isArray(v) ? v : [v]).flatMap((p) => String(p).split(',')).filter((p) => p.trim() !== '');
      const ids = parts.map((p) => Number(p.trim()));
      if (ids.some((n) => !Number.isInteger(n) || n <= 0)) {
        ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of ids' });
        return z.NEVER;
      }
      return ids;
    });

export const date = () => z.string().regex(dateText, 'must be a date YYYY-MM-DD');
export const text = (max = 2000) => z.string().max(max);
export const optionalText = (max = 2000) => z.string().max(max).optional();

export const pageNo = () => int().pipe(z.number().int().min(1)).optional().default(1);
export const pageSize = (fallback: number) => int().pipe(z.number().int().min(1).max(100)).optional().default(fallback);

/** The shape of a paged `data`: `{ list, total }`. */
export const paged = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int().min(0) });

/** No payload at all: the call sends an empty form body. */
export const noPayload = () => z.object({}).strict();

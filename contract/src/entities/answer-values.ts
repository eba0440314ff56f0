import { z } from 'zod';

/**
 * Values a backend may write in more than one way that the screens read alike. A Spring backend writes each of these
 * forms by default, so the contract accepts them: the web client reports as drift only an answer the screens would
 * misread, and the pact (pacts/support/shape.ts) pins what is accepted here, no more and no less.
 */

/** The text of a non-negative decimal, as a backend that writes BigDecimal as a string sends it ("15.00", "480"). */
const DECIMAL_TEXT = /^[0-9]+(\.[0-9]+)?$/;

/** An amount of money: a number, or its text. The screens read it through Number() (formatAmount). */
const AMOUNT = 'must be a number or the text of one';
export const amount = () => z.union([z.number(), z.string().regex(DECIMAL_TEXT, AMOUNT)], { error: AMOUNT });
export type Amount = z.infer<ReturnType<typeof amount>>;

/** A yes/no written as true/false, or as 1/0 (a bit column): the screens read it only as truthy (spec §4 payStatus). */
export const flag = () => z.union([z.boolean(), z.literal(0), z.literal(1)], { error: 'must be true, false, 1 or 0' });

/** The fields built by `nullOrOmitted`: the pact pins them only where its provider state promises a value. */
export const omittedWhenNull = z.registry<undefined>();

/**
 * A field that may be null, which a backend that leaves nulls out of its JSON (Jackson's NON_NULL) omits instead: the
 * screens read an absent field as null.
 */
export function nullOrOmitted<T extends z.ZodType>(schema: T) {
  const field = schema.nullish();
  omittedWhenNull.add(field);
  return field;
}

/**
 * A value the contract accepts in two JSON forms (contract/src/entities/answer-values.ts) is pinned as the matchers of
 * both forms combined with OR, Pact 3's `combine: OR`, which pact-jvm and the Rust core (pact-js, pact-go) apply. The
 * FFI's integration JSON writes several matchers as AND only, so `normalise` (pact-file.ts) turns these groups, and
 * only these, into OR: an integer AND a regex (an order status, shape.ts) stays AND.
 */
interface Matcher {
  'pact:matcher:type': string;
  regex?: string;
}

/** The kinds of the groups written here, in the order written. */
const EITHER_GROUPS = [
  ['number', 'regex'],
  ['type', 'integer'],
];

const either = (matchers: Matcher[], value: unknown) => ({ 'pact:matcher:type': matchers, value });

/**
 * An amount: a number, or its text as the contract's pattern says. The Rust core matches a regex against a number's
 * text, so there the regex alone would take both; the number matcher beside it makes the pair mean the same to a
 * verifier that reads a regex on strings only.
 */
export const amountMatcher = (pattern: string, value: number | string) =>
  either([{ 'pact:matcher:type': 'number' }, { 'pact:matcher:type': 'regex', regex: pattern }], value);

/**
 * A flag: a boolean (a type matcher on the boolean example), or an integer. Pact 3 cannot say "the integer 0 or 1"
 * inside an OR, so any integer passes the pact, and zod's check (0 or 1) reports the rest as drift. A text ("false",
 * truthy in the shop) fails both.
 */
export const flagMatcher = (value: boolean) => either([{ 'pact:matcher:type': 'type' }, { 'pact:matcher:type': 'integer' }], value);

/** Whether a group of matchers, by their kinds as the pact file writes them (`match`), is one written here. */
export const isEitherGroup = (kinds: readonly string[]) => EITHER_GROUPS.some((group) => group.join() === kinds.join());

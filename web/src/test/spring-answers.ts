/**
 * An answer as a backend that leaves nulls out of its JSON writes it (Jackson's NON_NULL, a Spring default): every key
 * whose value is null gone, at any depth; list items stay. The contract reads an absent field as null.
 */
export const withoutNulls = <T>(answer: T): T =>
  JSON.parse(JSON.stringify(answer, (_key, value: unknown) => (value === null ? undefined : value)));

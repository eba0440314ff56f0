import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { isZodWording } from './field-refusal';
import { localizeForPerson } from './localize-message';
import { shopperMessage } from './shopper-message';
import { translateForPerson } from './translate-for-person';

/** The key of a field error that holds the field's element: never walked into. */
const ELEMENT_KEY = 'ref';

/**
 * A field's message for the person: the contract's rules say the spec's sentences, shown in the chosen language; zod's
 * own wording for a check no rule words ("Invalid input: expected string, received null") is schema talk, said instead
 * with the field's label (shopper-message.ts).
 */
function messageFor(field: string, message: string): string {
  return isZodWording(message) ? shopperMessage(`${field}: ${message}`, translateForPerson) : localizeForPerson(message);
}

/** Field errors with every message localized; nested objects and arrays (field groups, lists) included. */
function localizeErrors<T>(errors: T, field = ''): T {
  if (Array.isArray(errors)) return errors.map((entry) => localizeErrors(entry, field)) as T;
  if (typeof errors !== 'object' || errors === null) return errors;
  const localized: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === ELEMENT_KEY) localized[key] = value;
    else if (key === 'message' && typeof value === 'string') localized[key] = messageFor(field, value);
    else localized[key] = localizeErrors(value, key);
  }
  return localized as T;
}

/**
 * A form resolver whose messages show in the chosen language: the contract's rules say
 * the spec's exact text, in the language the spec wrote it; this maps each one to the person's language.
 */
export function withLocalizedMessages<TFieldValues extends FieldValues, TContext, TTransformed>(
  resolver: Resolver<TFieldValues, TContext, TTransformed>,
): Resolver<TFieldValues, TContext, TTransformed> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as FieldErrors<TFieldValues>;
    if (Object.keys(errors).length === 0) return result;
    return { ...result, errors: localizeErrors(errors) } as typeof result;
  };
}

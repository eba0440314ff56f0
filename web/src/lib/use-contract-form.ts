import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { withLocalizedMessages } from './localize-resolver';

/**
 * The one form set-up for a contract rule (STYLE.md: one Form wrapper taking a contract schema): the schema's
 * messages (spec §5), each field checked when it first loses focus and then on every change. Re-checking on
 * change matters: a message that stayed until the next blur would vanish on the mousedown of the button below
 * it, move that button, and the click would be lost (the first Send code click after an email error).
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    // In the chosen language: the rules hold the spec's exact texts, some English, some Chinese.
    resolver: withLocalizedMessages(zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>),
    defaultValues,
  });
}

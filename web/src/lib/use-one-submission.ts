import { type BaseSyntheticEvent, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The submit handler of a form that sends one command: the form's checks, then `send` with the valid values, and
 * nothing at all while an earlier press is still being checked or sent. A mutation's isPending comes a render too late
 * for a second press in the same moment (a double click, Enter then a click), and the checks take a moment before the
 * call starts, so the guard is a ref set by the first press. `submitting` covers both stages, for the button's loading
 * state (a loading Mantine button is disabled).
 */
export function useOneSubmission<TFieldValues extends FieldValues, TValues>(
  form: UseFormReturn<TFieldValues, unknown, TValues>,
  send: (values: TValues) => Promise<unknown>,
) {
  const running = useRef(false);
  const submit = form.handleSubmit(async (values) => {
    await send(values);
  });
  const onSubmit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    try {
      await submit(event);
    } catch {
      // A refused or failed call already reached the person through the error policy (app/query-client.ts).
    } finally {
      running.current = false;
    }
  };
  return { onSubmit, submitting: form.formState.isSubmitting };
}

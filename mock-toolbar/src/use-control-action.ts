import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { controlKeys } from './control-keys';
import { fill } from './messages';
import { useMessages } from './use-messages';

export interface Outcome {
  ok: boolean;
  text: string;
}

/**
 * One write of a section as a mutation: the action returns the text that says what it did, and the section shows that
 * text, or the control plane's refusal, in place (never silent). Settled either way, every control query is
 * invalidated (control-keys.ts): a write may change the world anywhere, and a refused one may have been half done by
 * someone else. A second action while one runs is ignored here, so buttons show `busy` without the `disabled`
 * attribute: disabling the button a keyboard user just pressed drops their focus to the page's top.
 */
export function useControlAction() {
  const t = useMessages();
  const client = useQueryClient();
  const running = useRef(false);
  const mutation = useMutation({
    mutationFn: (action: () => Promise<string>) => action(),
    onSettled: async () => {
      running.current = false;
      await client.invalidateQueries({ queryKey: controlKeys.all });
    },
  });
  const run = (action: () => Promise<string>) => {
    if (running.current) return;
    running.current = true;
    mutation.mutate(action);
  };
  const outcome: Outcome | null = mutation.isError
    ? { ok: false, text: fill(t.failed, { message: mutation.error.message }) }
    : mutation.isSuccess && mutation.data !== ''
      ? { ok: true, text: mutation.data }
      : null;
  return { outcome, busy: mutation.isPending, run };
}

import { useCallback, useState } from 'react';
import { fill } from './messages';
import { useMessages } from './use-messages';

export interface Outcome {
  ok: boolean;
  text: string;
}

/**
 * Runs one toolbar action and keeps its outcome for the section to show inline: the success text the
 * action returns, or the control plane's refusal message. Never silent.
 */
export function useAction() {
  const t = useMessages();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<string>) => {
      setBusy(true);
      try {
        setOutcome({ ok: true, text: await action() });
      } catch (error) {
        setOutcome({ ok: false, text: fill(t.failed, { message: error instanceof Error ? error.message : String(error) }) });
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  return { outcome, busy, run };
}

import { useCallback, useRef, useState } from 'react';
import { fill } from './messages';
import { useMessages } from './use-messages';

export interface Outcome {
  ok: boolean;
  text: string;
}

/**
 * Runs one toolbar action and keeps its outcome for the section to show inline: the success text the
 * action returns, or the control plane's refusal message. Never silent. A second action while one runs is
 * ignored here, so buttons show `busy` without the `disabled` attribute: disabling the button a keyboard user
 * just pressed drops their focus to the page's top, and Escape no longer reached the toolbar.
 */
export function useAction() {
  const t = useMessages();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    async (action: () => Promise<string>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        setOutcome({ ok: true, text: await action() });
      } catch (error) {
        setOutcome({ ok: false, text: fill(t.failed, { message: error instanceof Error ? error.message : String(error) }) });
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [t],
  );
  return { outcome, busy, run };
}

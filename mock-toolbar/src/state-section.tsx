import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { BusyButton } from './busy-button';
import { control, controlRaw } from './control-api';
import { fill } from './messages';
import { OutcomeText } from './outcome-text';
import { useControlAction } from './use-control-action';
import { useMessages } from './use-messages';

const FALLBACK_FILE = 'mock-state.json';

const fileNameOf = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? FALLBACK_FILE;

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

interface StateSectionProps {
  /** What the host does once the world was replaced (the shop reloads: every screen, cache and countdown is stale). */
  onReplaced?: () => void;
}

/** Reset (after a confirmation), export to a .json file and import one. */
export function StateSection({ onReplaced }: StateSectionProps) {
  const t = useMessages();
  const [confirming, setConfirming] = useState(false);
  const { outcome, busy, run } = useControlAction();

  const replaced = (done: string) => {
    if (!onReplaced) return done;
    onReplaced();
    return t.reloading;
  };

  const reset = () =>
    run(async () => {
      setConfirming(false);
      await control('/reset', 'POST');
      return replaced(t.resetDone);
    });

  const exportState = () =>
    run(async () => {
      const response = await controlRaw('/state');
      const name = fileNameOf(response.headers.get('content-disposition'));
      download(await response.blob(), name);
      return fill(t.exported, { file: name });
    });

  const importState = (file: File | null) => {
    if (!file) return;
    run(async () => {
      await controlRaw('/state', 'POST', await file.text());
      return replaced(t.stateImported);
    });
  };

  return (
    <Stack gap="xs">
      {confirming ? (
        <Stack gap="xs" role="group" aria-label={t.reset}>
          <Text size="sm">{t.resetConfirmText}</Text>
          <Group gap="xs">
            <BusyButton size="xs" color="red.9" busy={busy} onClick={reset}>
              {t.resetConfirm}
            </BusyButton>
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="xs">
          <BusyButton
            size="xs"
            variant="default"
            busy={busy}
            onClick={() => {
              if (!busy) setConfirming(true);
            }}
          >
            {t.reset}
          </BusyButton>
          <BusyButton size="xs" variant="default" busy={busy} onClick={exportState}>
            {t.exportState}
          </BusyButton>
        </Group>
      )}
      <FileInput size="xs" label={t.importState} accept="application/json,.json" disabled={busy} onChange={importState} clearable={false} />
      <OutcomeText outcome={outcome} />
    </Stack>
  );
}

import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { control, controlRaw } from './control-api';
import { fill } from './messages';
import { OutcomeText } from './outcome-text';
import { useAction } from './use-action';
import { useMessages } from './use-messages';

const FALLBACK_FILE = 'mock-state.json';

const fileNameOf = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? FALLBACK_FILE;

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * A whole new world under the shop: every screen, cache and hold countdown would be stale, so a full reload
 * is the one correct refresh after a reset or an import (the other actions ask the app to refetch).
 */
const reloadSoon = () => window.setTimeout(() => window.location.reload(), 300);

/** Reset (after a confirmation), export to a .json file and import one. */
export function StateSection() {
  const t = useMessages();
  const [confirming, setConfirming] = useState(false);
  const { outcome, busy, run } = useAction();

  const reset = () =>
    void run(async () => {
      setConfirming(false);
      await control('/reset', 'POST');
      reloadSoon();
      return t.reloading;
    });

  const exportState = () =>
    void run(async () => {
      const response = await controlRaw('/state');
      const name = fileNameOf(response.headers.get('content-disposition'));
      download(await response.blob(), name);
      return fill(t.exported, { file: name });
    });

  const importState = (file: File | null) => {
    if (!file) return;
    void run(async () => {
      await controlRaw('/state', 'POST', await file.text());
      reloadSoon();
      return t.reloading;
    });
  };

  return (
    <Stack gap="xs">
      {confirming ? (
        <Stack gap="xs" role="group" aria-label={t.reset}>
          <Text size="sm">{t.resetConfirmText}</Text>
          <Group gap="xs">
            <Button size="xs" color="red.9" data-disabled={busy || undefined} aria-disabled={busy || undefined} onClick={reset}>
              {t.resetConfirm}
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            data-disabled={busy || undefined}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) setConfirming(true);
            }}
          >
            {t.reset}
          </Button>
          <Button size="xs" variant="default" data-disabled={busy || undefined} aria-disabled={busy || undefined} onClick={exportState}>
            {t.exportState}
          </Button>
        </Group>
      )}
      <FileInput size="xs" label={t.importState} accept="application/json,.json" disabled={busy} onChange={importState} clearable={false} />
      <OutcomeText outcome={outcome?.text ? outcome : null} />
    </Stack>
  );
}

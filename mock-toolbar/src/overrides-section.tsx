import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { announceMockChange } from './control-api';
import { OutcomeText } from './outcome-text';
import { OverrideForm } from './override-form';
import { OverrideRow } from './override-row';
import { type MockOverride, overridesCall } from './overrides-view';
import { useAction } from './use-action';
import { useMessages } from './use-messages';

/**
 * The world's answer overrides (mock-server README, "Answer overrides"): listed with what each matches and answers,
 * cleared one by one or all, and added. Every change tells the shop to refetch, so the page shows the new answers.
 */
export function OverridesSection() {
  const t = useMessages();
  const [overrides, setOverrides] = useState<MockOverride[] | null>(null);
  const { outcome, busy, run } = useAction();
  const clearAll = useRef<HTMLButtonElement>(null);
  const none = !overrides?.length;

  const reload = useCallback(async () => setOverrides(await overridesCall()), []);
  const refresh = () =>
    run(async () => {
      await reload();
      return '';
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the section opens.
  useEffect(() => {
    void refresh();
  }, []);

  const clear = (path: string, done: string) =>
    run(async () => {
      setOverrides(await overridesCall(path, 'DELETE'));
      announceMockChange();
      return done;
    });

  /** A cleared row's button goes with it: the focus moves to "Clear all" rather than fall to the page behind the panel. */
  const clearOne = ({ id }: MockOverride) => void clear(`/overrides/${id}`, t.overrideCleared).then(() => clearAll.current?.focus());

  const added = async () => {
    await reload();
    announceMockChange();
  };

  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t.overridesHint}
      </Text>
      {overrides?.length === 0 ? <Text size="sm">{t.overridesNone}</Text> : null}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {overrides?.map((override) => (
          <OverrideRow key={override.id} override={override} busy={busy} onClear={clearOne} />
        ))}
      </Stack>
      <Group gap="xs">
        {/* aria-disabled, not disabled, when there is none: the button a keyboard user just pressed keeps the focus. */}
        <Button
          ref={clearAll}
          size="xs"
          variant="default"
          data-disabled={busy || none || undefined}
          aria-disabled={busy || none || undefined}
          onClick={() => {
            if (!none) void clear('/overrides', t.overridesCleared);
          }}
        >
          {t.overrideClearAll}
        </Button>
        {/* A limited override is used up by the shop's own calls, behind the toolbar's back. */}
        <Button
          size="xs"
          variant="default"
          data-disabled={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={() => void refresh()}
        >
          {t.refresh}
        </Button>
      </Group>
      <OutcomeText outcome={outcome?.text ? outcome : null} />
      <Divider />
      <OverrideForm onAdded={added} />
    </Stack>
  );
}

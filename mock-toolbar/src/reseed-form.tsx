import { Group, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { BusyButton } from './busy-button';
import { control } from './control-api';
import { OutcomeText } from './outcome-text';
import { useControlAction } from './use-control-action';
import { useMessages } from './use-messages';

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** POST /__mock/reseed (Node mock only): the current world made again from a seed, optionally with more tours. */
export function ReseedForm() {
  const t = useMessages();
  const titleId = useId();
  const [seed, setSeed] = useState('');
  const [scale, setScale] = useState('');
  const { outcome, busy, run } = useControlAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      await control('/reseed', 'POST', { seed: numberOrUndefined(seed), scale: numberOrUndefined(scale) });
      return t.reseeded;
    });
  };

  return (
    <form aria-labelledby={titleId} onSubmit={submit}>
      <Stack gap="xs">
        <Title id={titleId} order={3} size="h6">
          {t.reseedTitle}
        </Title>
        <Group gap="xs" align="end" grow>
          <TextInput
            size="xs"
            type="number"
            inputMode="numeric"
            label={t.reseedSeed}
            value={seed}
            onChange={(e) => setSeed(e.currentTarget.value)}
          />
          <TextInput
            size="xs"
            type="number"
            min={8}
            max={1000}
            label={t.reseedScale}
            value={scale}
            onChange={(e) => setScale(e.currentTarget.value)}
          />
        </Group>
        <BusyButton type="submit" size="xs" variant="default" style={{ alignSelf: 'start' }} busy={busy}>
          {t.reseed}
        </BusyButton>
        <OutcomeText outcome={outcome} />
      </Stack>
    </form>
  );
}

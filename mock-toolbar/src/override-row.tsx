import { Group, Stack, Text } from '@mantine/core';
import { BusyButton } from './busy-button';
import { fill } from './messages';
import type { MockOverride } from './overrides-view';
import { useMessages } from './use-messages';

interface OverrideRowProps {
  override: MockOverride;
  busy: boolean;
  onClear: (override: MockOverride) => void;
}

/** One override: its call, the requests it matches, how often it still answers, what it answers, and its clear button. */
export function OverrideRow({ override, busy, onClear }: OverrideRowProps) {
  const t = useMessages();
  const fields = JSON.stringify(override.match);
  const facts = [
    fields === '{}' ? t.overrideEvery : fill(t.overrideMatching, { match: fields }),
    override.remaining === null ? t.overrideUntilCleared : fill(t.overrideLeft, { count: override.remaining }),
    override.answer ? fill(t.overrideWholeAnswer, { code: override.answer.code }) : t.overridePatch,
    ...(override.lenient ? [t.overrideLenient] : []),
    ...(override.recorded ? [fill(t.overrideRecorded, { at: new Date(override.recorded.at).toLocaleString() })] : []),
  ];
  return (
    <Group component="li" gap="xs" wrap="nowrap" justify="space-between" align="start">
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600}>
          {fill(t.overrideTitle, { id: override.id, call: override.call })}
        </Text>
        {/* A match is JSON without spaces: it may break anywhere rather than widen the panel. */}
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {facts.join(' · ')}
        </Text>
      </Stack>
      <BusyButton
        size="compact-xs"
        variant="default"
        busy={busy}
        aria-label={fill(t.overrideClearNamed, { id: override.id, call: override.call })}
        style={{ flexShrink: 0 }}
        onClick={() => onClear(override)}
      >
        {t.overrideClear}
      </BusyButton>
    </Group>
  );
}

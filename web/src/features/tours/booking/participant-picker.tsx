import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { ParticipantType, participantAgeBands } from '@tours/contract';
import { PARTICIPANT_MIN_COUNT } from '@tours/contract/constants';
import { clampParticipantCount } from '@tours/contract/rules';
import { useTranslation } from 'react-i18next';

export interface ParticipantCounts {
  adultCount: number;
  childCount: number;
  toddlerCount: number;
}

const rows = [
  { key: 'adultCount', type: ParticipantType.Adult, label: 'booking.adult', age: 'booking.adultAge' },
  { key: 'childCount', type: ParticipantType.Child, label: 'booking.child', age: 'booking.childAge' },
  { key: 'toddlerCount', type: ParticipantType.Infant, label: 'booking.infant', age: 'booking.infantAge' },
] as const;

export interface ParticipantPickerProps {
  value: ParticipantCounts;
  onChange: (value: ParticipantCounts) => void;
}

/** Adult 18-99, Child 6-17, Infant 0-5, each at least 0 (spec §3, §9). */
export function ParticipantPicker({ value, onChange }: ParticipantPickerProps) {
  const { t } = useTranslation('tours');
  return (
    <Stack gap="xs" role="group" aria-label={t('booking.participants')}>
      {rows.map((row) => {
        const label = t(row.label);
        const count = value[row.key];
        const set = (next: number) => onChange({ ...value, [row.key]: clampParticipantCount(next) });
        return (
          <Group
            key={row.key}
            justify="space-between"
            wrap="nowrap"
            data-age-band={`${participantAgeBands[row.type].minAge}-${participantAgeBands[row.type].maxAge}`}
          >
            {/* The type and its ages on one line: three rows stay short enough for the panel to fit a 720 px window. */}
            <Group gap={6} wrap="wrap" align="baseline">
              <Text fw={600} size="sm">
                {label}
              </Text>
              <Text size="xs" c="dimmed">
                {t(row.age)}
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <ActionIcon
                variant="default"
                aria-label={t('booking.decrease', { type: label })}
                disabled={count <= PARTICIPANT_MIN_COUNT}
                onClick={() => set(count - 1)}
              >
                −
              </ActionIcon>
              <Text w={24} ta="center" aria-label={t('booking.count', { type: label })} role="status">
                {count}
              </Text>
              <ActionIcon variant="default" aria-label={t('booking.increase', { type: label })} onClick={() => set(count + 1)}>
                +
              </ActionIcon>
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}

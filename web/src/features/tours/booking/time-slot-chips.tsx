import { Chip, Group, Text } from '@mantine/core';
import type { RefCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface TimeSlotChipsProps {
  times: readonly string[];
  chosen: string | null;
  onChoose: (time: string) => void;
  /** Tells the panel's two copies (laptop column, phone drawer) apart in the label's id. */
  idSuffix: string;
  /** Given the chosen time's radio, so the panel can move focus to it once a CHECK is quoted. */
  chosenRef?: RefCallback<HTMLElement>;
}

/**
 * The chosen day's times as one radio group: choosing another asks its price. One `name` makes them one native group,
 * so the keyboard meets a single stop and moves between the times with the arrow keys (WAI-ARIA radio group).
 */
export function TimeSlotChips({ times, chosen, onChoose, idSuffix, chosenRef }: TimeSlotChipsProps) {
  const { t } = useTranslation('tours');
  const labelId = `time-slots-label-${idSuffix}`;
  return (
    <Group gap="xs" wrap="wrap">
      <Text fw={600} size="sm" id={labelId}>
        {t('booking.times')}
      </Text>
      <Chip.Group value={chosen ?? ''} onChange={(next) => onChoose(String(next))}>
        <Group gap="xs" role="radiogroup" aria-labelledby={labelId}>
          {times.map((slot) => (
            <Chip
              key={slot}
              value={slot}
              type="radio"
              size="sm"
              name={`time-slot-${idSuffix}`}
              // A chip's ref is its radio (Mantine names its root rootRef).
              ref={slot === chosen ? chosenRef : undefined}
            >
              {slot}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Group>
  );
}

import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPriceAmount } from './tour-list-query';

export interface PriceFilterProps {
  min: string;
  max: string;
  onChange: (min: string, max: string) => void;
}

/**
 * Free-text minimum and maximum (spec §5: no validation), applied with the button or Enter. The search takes the amount
 * out of the text ("$50", "50元"); text with no amount in it is not used, and a line under the row says so, linked to
 * its field (Mantine's own aria attributes are off: outside an Input.Wrapper they would blank that link), so the list is
 * never replaced by an error for what a shopper typed.
 */
export function PriceFilter({ min, max, onChange }: PriceFilterProps) {
  const { t } = useTranslation('tours');
  const [draftMin, setDraftMin] = useState(min);
  const [draftMax, setDraftMax] = useState(max);
  useEffect(() => setDraftMin(min), [min]);
  useEffect(() => setDraftMax(max), [max]);
  const apply = () => onChange(draftMin, draftMax);
  const minNoteId = useId();
  const maxNoteId = useId();
  const minIgnored = !hasPriceAmount(min);
  const maxIgnored = !hasPriceAmount(max);

  return (
    <Stack gap={4}>
      <Group gap="xs" align="center" role="group" aria-label={t('list.price')}>
        <Text fw={600} size="sm" w={96}>
          {t('list.price')}
        </Text>
        <Button size="compact-xs" variant={min === '' && max === '' ? 'filled' : 'default'} radius="xl" onClick={() => onChange('', '')}>
          {t('list.all')}
        </Button>
        <Input
          size="xs"
          w={124}
          aria-label={t('list.priceMin')}
          withAria={false}
          aria-describedby={minIgnored ? minNoteId : undefined}
          placeholder={t('list.priceMin')}
          value={draftMin}
          onChange={(event) => setDraftMin(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && apply()}
        />
        <Text size="sm">-</Text>
        <Input
          size="xs"
          w={124}
          aria-label={t('list.priceMax')}
          withAria={false}
          aria-describedby={maxIgnored ? maxNoteId : undefined}
          placeholder={t('list.priceMax')}
          value={draftMax}
          onChange={(event) => setDraftMax(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && apply()}
        />
        <Button size="compact-sm" variant="light" onClick={apply}>
          {t('list.apply')}
        </Button>
      </Group>
      {minIgnored ? (
        <Text size="xs" c="red.9" id={minNoteId} role="status">
          {t('list.priceMinNoAmount', { text: min })}
        </Text>
      ) : null}
      {maxIgnored ? (
        <Text size="xs" c="red.9" id={maxNoteId} role="status">
          {t('list.priceMaxNoAmount', { text: max })}
        </Text>
      ) : null}
    </Stack>
  );
}

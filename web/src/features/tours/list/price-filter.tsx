import { Button, Group, Input, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PriceFilterProps {
  min: string;
  max: string;
  onChange: (min: string, max: string) => void;
}

/** Free-text minimum and maximum (spec §5: no validation), applied with the button or Enter. */
export function PriceFilter({ min, max, onChange }: PriceFilterProps) {
  const { t } = useTranslation('tours');
  const [draftMin, setDraftMin] = useState(min);
  const [draftMax, setDraftMax] = useState(max);
  useEffect(() => setDraftMin(min), [min]);
  useEffect(() => setDraftMax(max), [max]);
  const apply = () => onChange(draftMin, draftMax);

  return (
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
        placeholder={t('list.priceMax')}
        value={draftMax}
        onChange={(event) => setDraftMax(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && apply()}
      />
      <Button size="compact-sm" variant="light" onClick={apply}>
        {t('list.apply')}
      </Button>
    </Group>
  );
}

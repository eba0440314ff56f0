import { Group, Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ScoreRatingProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
}

/** One satisfaction criterion: five stars, each reachable by name ("Guide: 3 stars"). */
export function ScoreRating({ label, value, onChange }: ScoreRatingProps) {
  const { t } = useTranslation('reviews');
  return (
    <Group role="group" aria-label={label}>
      <Text w={160}>{label}</Text>
      <Rating count={5} value={value} onChange={onChange} getSymbolLabel={(stars) => t('stars', { label, count: stars })} />
    </Group>
  );
}

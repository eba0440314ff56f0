import { Group, Rating, Text } from '@mantine/core';
import { DEFAULT_DISPLAY_RATING } from '@tours/contract/constants';
import { useTranslation } from 'react-i18next';

export interface StarScoreProps {
  score: number | null | undefined;
  size?: 'xs' | 'sm' | 'md';
  withValue?: boolean;
}

/** A read-only star score; a tour without a score shows 3.5 (spec §9). */
export function StarScore({ score, size = 'sm', withValue = true }: StarScoreProps) {
  const { t } = useTranslation('common');
  const shown = score === null || score === undefined || score <= 0 ? DEFAULT_DISPLAY_RATING : score;
  return (
    <Group gap={6} wrap="nowrap" role="img" aria-label={t('score.label', { score: shown })}>
      <Rating value={shown} fractions={2} readOnly size={size} />
      {withValue ? (
        <Text size={size} fw={600}>
          {shown}
        </Text>
      ) : null}
    </Group>
  );
}

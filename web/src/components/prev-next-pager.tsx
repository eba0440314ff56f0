import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PrevNextPagerProps {
  page: number;
  /** False when the last answer held fewer than a page of results (no total is known). */
  hasNext: boolean;
  onChange: (page: number) => void;
}

/** Paging for lists without a total (product.search answers only the list). */
export function PrevNextPager({ page, hasNext, onChange }: PrevNextPagerProps) {
  const { t } = useTranslation('common');
  return (
    <Group justify="center" py="md" role="navigation" aria-label={t('controls.pagination')}>
      <Button variant="default" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('controls.previous')}
      </Button>
      <Text size="sm" aria-current="page">
        {t('controls.page', { page })}
      </Text>
      <Button variant="default" disabled={!hasNext} onClick={() => onChange(page + 1)}>
        {t('controls.next')}
      </Button>
    </Group>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { type SortField, sortFields } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import type { TourListState } from './tour-list-query';

export interface SortBarProps {
  sort: TourListState['sort'];
  onSort: (field: SortField) => void;
}

export function SortBar({ sort, onSort }: SortBarProps) {
  const { t } = useTranslation('tours');
  return (
    <Group gap="xs" role="group" aria-label={t('list.sortBy')}>
      <Text size="sm" fw={600}>
        {t('list.sortBy')}
      </Text>
      {sortFields.map((field) => {
        const active = sort?.field === field;
        const arrow = active ? (sort?.direction === 'ASC' ? ' ↑' : ' ↓') : '';
        return (
          <Button
            key={field}
            size="compact-sm"
            variant={active ? 'filled' : 'default'}
            aria-pressed={active}
            aria-description={active ? t(sort?.direction === 'ASC' ? 'list.ascending' : 'list.descending') : undefined}
            onClick={() => onSort(field)}
          >
            {t(`list.sort.${field}`)}
            {arrow}
          </Button>
        );
      })}
    </Group>
  );
}

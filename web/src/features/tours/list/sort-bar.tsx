import { Button, Group, Loader, Text } from '@mantine/core';
import { type SortField, sortFields } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import type { TourListState } from './tour-list-query';

export interface SortBarProps {
  sort: TourListState['sort'];
  onSort: (field: SortField) => void;
  /** The list is being fetched again for a new sort or filter while the old results stay up. */
  updating?: boolean;
}

export function SortBar({ sort, onSort, updating = false }: SortBarProps) {
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
      {updating ? (
        // At the end of the row, so nothing below moves when it comes and goes.
        <Group gap={6} wrap="nowrap" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('list.updating')}
          </Text>
        </Group>
      ) : null}
    </Group>
  );
}

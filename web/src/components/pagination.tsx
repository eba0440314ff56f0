import { Group, Pagination as MantinePagination } from '@mantine/core';
import { PAGE_SIZE } from '@tours/contract/constants';
import { useTranslation } from 'react-i18next';

export interface PaginationProps {
  page: number;
  total: number;
  pageSize?: number;
  onChange: (page: number) => void;
}

/** Numbered paging for answers that carry a total; hidden when everything fits on one page. */
export function Pagination({ page, total, pageSize = PAGE_SIZE, onChange }: PaginationProps) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Group justify="center" py="md">
      <MantinePagination
        total={pages}
        value={page}
        onChange={onChange}
        aria-label={t('controls.pagination')}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? t('controls.previous') : control === 'next' ? t('controls.next') : undefined,
        })}
        getItemProps={(item) => ({ 'aria-label': t('controls.page', { page: item }) })}
      />
    </Group>
  );
}

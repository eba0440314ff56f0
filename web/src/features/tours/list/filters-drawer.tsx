import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { TourFilters, type TourFiltersProps } from './tour-filters';

export interface FiltersDrawerProps extends TourFiltersProps {
  activeCount: number;
  onClear: () => void;
}

/**
 * The filters on a phone: the inline block is taller than a screen, so a "Filters (n)" button opens it in a
 * drawer and the first results show on the first screen. Chips apply at once (the URL changes under the
 * drawer, as on desktop); "Show results" only closes it.
 */
export function FiltersDrawer({ activeCount, onClear, ...filters }: FiltersDrawerProps) {
  const { t } = useTranslation('tours');
  const [opened, { open, close }] = useDisclosure(false);
  const label = activeCount > 0 ? t('list.filtersWithCount', { count: activeCount }) : t('list.filters');
  return (
    <>
      <Button variant="default" onClick={open} aria-haspopup="dialog" aria-expanded={opened}>
        {label}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        position="bottom"
        size="90%"
        title={label}
        closeButtonProps={{ 'aria-label': t('list.closeFilters') }}
      >
        <Stack gap="md">
          <TourFilters {...filters} />
          <Group grow pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
            <Button variant="default" onClick={onClear} disabled={activeCount === 0}>
              {t('list.clearFilters')}
            </Button>
            <Button onClick={close}>{t('list.showResults')}</Button>
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}

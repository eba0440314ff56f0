import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterRow } from './filter-row';
import { PriceFilter } from './price-filter';
import type { TourListFilter, TourListState } from './tour-list-query';
import { useFilterOptions } from './use-filter-options';

export interface TourFiltersProps {
  state: TourListState;
  onChange: <K extends TourListFilter>(key: K, value: TourListState[K]) => void;
  onPriceChange: (min: string, max: string) => void;
}

const toIds = (values: string[]) => values.map(Number);

export function TourFilters({ state, onChange, onPriceChange }: TourFiltersProps) {
  const { t } = useTranslation('tours');
  const options = useFilterOptions();
  return (
    <Paper withBorder p="md" component="section" aria-label={t('list.filters')}>
      <Stack gap="sm">
        <FilterRow
          label={t('list.city')}
          options={options.city}
          multiple
          value={state.cityIds.map(String)}
          onChange={(v) => onChange('cityIds', toIds(v))}
        />
        <FilterRow
          label={t('list.category')}
          options={options.category}
          multiple
          value={state.categoryIds.map(String)}
          onChange={(v) => onChange('categoryIds', toIds(v))}
        />
        <FilterRow
          label={t('list.startTime')}
          options={options.startTime}
          multiple={false}
          value={state.startTime ? [state.startTime] : []}
          onChange={(v) => onChange('startTime', v[0] ?? '')}
        />
        <FilterRow
          label={t('list.duration')}
          options={options.duration}
          multiple={false}
          value={state.duration ? [state.duration] : []}
          onChange={(v) => onChange('duration', v[0] ?? '')}
        />
        <PriceFilter min={state.priceMin} max={state.priceMax} onChange={onPriceChange} />
        <FilterRow
          label={t('list.language')}
          options={options.language}
          multiple
          value={state.languageIds.map(String)}
          onChange={(v) => onChange('languageIds', toIds(v))}
        />
      </Stack>
    </Paper>
  );
}

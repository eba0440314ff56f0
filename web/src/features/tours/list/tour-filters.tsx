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

/**
 * The options a row usually holds (the shop's cities, categories, times of day, durations and guide
 * languages): while they load, the row shows that many grey chips, so it wraps onto as many lines as it will.
 */
const typicalOptions = { city: 12, category: 10, startTime: 3, duration: 6, language: 8 } as const;

export function TourFilters({ state, onChange, onPriceChange }: TourFiltersProps) {
  const { t } = useTranslation('tours');
  const options = useFilterOptions();
  const placeholderChips = (row: keyof typeof typicalOptions) => (options.pending[row] ? typicalOptions[row] : 0);
  return (
    <Paper withBorder p="md" component="section" aria-label={t('list.filters')}>
      <Stack gap="sm">
        <FilterRow
          label={t('list.city')}
          options={options.city}
          placeholderChips={placeholderChips('city')}
          failure={options.failures.city}
          multiple
          value={state.cityIds.map(String)}
          onChange={(v) => onChange('cityIds', toIds(v))}
        />
        <FilterRow
          label={t('list.category')}
          options={options.category}
          placeholderChips={placeholderChips('category')}
          failure={options.failures.category}
          multiple
          value={state.categoryIds.map(String)}
          onChange={(v) => onChange('categoryIds', toIds(v))}
        />
        <FilterRow
          label={t('list.startTime')}
          options={options.startTime}
          placeholderChips={placeholderChips('startTime')}
          failure={options.failures.startTime}
          multiple={false}
          value={state.startTime ? [state.startTime] : []}
          onChange={(v) => onChange('startTime', v[0] ?? '')}
        />
        <FilterRow
          label={t('list.duration')}
          options={options.duration}
          placeholderChips={placeholderChips('duration')}
          failure={options.failures.duration}
          multiple={false}
          value={state.duration ? [state.duration] : []}
          onChange={(v) => onChange('duration', v[0] ?? '')}
        />
        <PriceFilter min={state.priceMin} max={state.priceMax} onChange={onPriceChange} />
        <FilterRow
          label={t('list.language')}
          options={options.language}
          placeholderChips={placeholderChips('language')}
          failure={options.failures.language}
          multiple
          value={state.languageIds.map(String)}
          onChange={(v) => onChange('languageIds', toIds(v))}
        />
      </Stack>
    </Paper>
  );
}

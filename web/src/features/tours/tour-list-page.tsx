import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type SortField } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hydratedWhenSeen } from '../../components/hydrate-when-seen';
import { PageMeta } from '../../components/page-meta';
import { PrevNextPager } from '../../components/prev-next-pager';
import { QueryView } from '../../components/query-view';
import { TourCard } from '../../components/tour-card';
import { useCurrencyId } from '../../lib/preferences';
import { tourSearchOptions } from './api';
import { FiltersDrawer } from './list/filters-drawer';
import { SortBar } from './list/sort-bar';
import { TourFilters, type TourFiltersProps } from './list/tour-filters';
import {
  changeFilter,
  clearFilters,
  countActiveFilters,
  nextSort,
  readTourListState,
  type TourListState,
  toSearchPayload,
  writeTourListState,
} from './list/tour-list-query';
import { TourResultsPlaceholder } from './list/tour-results-placeholder';

/** Results whose pictures come with the page: the first screen shows the first one on a phone, about two on a laptop. */
const FIRST_SCREEN_RESULTS = 2;

/**
 * Each result, and the filters, are taken over when a person reaches them (hydrate-when-seen.tsx): a page of results
 * taken over at once was most of a phone's blocking time, and on a phone the inline filters are not even shown.
 */
const ResultWhenSeen = hydratedWhenSeen(TourCard);
const FiltersWhenSeen = hydratedWhenSeen(TourFilters);
const FiltersDrawerWhenSeen = hydratedWhenSeen(FiltersDrawer);

export function TourListPage() {
  const { t } = useTranslation('tours');
  const [params, setParams] = useSearchParams();
  const state = readTourListState(params);
  const currencyId = useCurrencyId();
  const search = useQuery({
    ...tourSearchOptions(toSearchPayload(state, currencyId)),
    placeholderData: keepPreviousData,
  });
  // The old results stay up while the new ones load (no jump to a placeholder), dimmed and said to be updating.
  const updating = search.isPlaceholderData && search.isFetching;
  const go = (next: TourListState) => setParams(writeTourListState(next));
  const filterProps: TourFiltersProps = {
    state,
    onChange: (key, value) => go(changeFilter(state, key, value)),
    onPriceChange: (min, max) => go({ ...state, priceMin: min, priceMax: max, page: 1 }),
  };

  return (
    <Container py="lg">
      <PageMeta page="tourList" />
      <Stack gap="md">
        <Title order={1} size="h2">
          {state.keyword ? t('list.resultsFor', { keyword: state.keyword }) : t('list.title')}
        </Title>
        {/* Inline from the sm breakpoint up; below it a "Filters (n)" button and a drawer (filters-drawer.tsx). Both are
            drawn and the stylesheet hides one (display: none, so out of the accessibility tree): the layout is chosen
            by CSS only, so a page drawn without a window is right at every width. */}
        <Box visibleFrom="sm">
          <FiltersWhenSeen {...filterProps} />
        </Box>
        <Box hiddenFrom="sm">
          <FiltersDrawerWhenSeen {...filterProps} activeCount={countActiveFilters(state)} onClear={() => go(clearFilters(state))} />
        </Box>
        <SortBar
          sort={state.sort}
          onSort={(field: SortField) => go(changeFilter(state, 'sort', nextSort(state.sort, field)))}
          updating={updating}
        />
        <Stack
          gap="md"
          component="section"
          aria-label={t('list.results')}
          aria-busy={search.isFetching}
          opacity={updating ? 0.5 : 1}
          style={{ transition: 'opacity 150ms' }}
        >
          <QueryView
            query={search}
            placeholder={<TourResultsPlaceholder />}
            isEmpty={(list) => list.length === 0}
            empty={<Text c="dimmed">{t('list.empty')}</Text>}
          >
            {(list) =>
              list.map((tour, index) => (
                <ResultWhenSeen key={tour.id} tour={tour} layout="responsive" eager={index < FIRST_SCREEN_RESULTS} />
              ))
            }
          </QueryView>
        </Stack>
        <PrevNextPager page={state.page} hasNext={(search.data?.length ?? 0) >= PAGE_SIZE} onChange={(page) => go({ ...state, page })} />
      </Stack>
    </Container>
  );
}

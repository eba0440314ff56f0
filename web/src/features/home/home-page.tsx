import { Container, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { cityListOptions } from '../../api/cities';
import { PageMeta } from '../../components/page-meta';
import { QueryView } from '../../components/query-view';
import { lazyPart } from '../../lib/lazy-part';
import { HomeHero } from './home-hero';
import { RecommendedCities } from './recommended-cities';
import { RecommendedTours } from './recommended-tours';

/**
 * Below the fold, fetched with the page's data rather than with the page: the categories' city Select
 * (Combobox, ScrollArea, floating-ui) and the blog teaser are not needed for the first paint.
 */
const TourTypes = lazyPart(
  () => import('./tour-types'),
  (module) => module.TourTypes,
);
const DidYouKnow = lazyPart(
  () => import('./did-you-know'),
  (module) => module.DidYouKnow,
);

export function HomePage() {
  const cities = useQuery(cityListOptions(true));
  const list = cities.data?.list ?? [];
  return (
    <Stack gap={48} pb="xl">
      <PageMeta page="home" />
      <HomeHero />
      <Container w="100%">
        <Stack gap={48}>
          <QueryView query={cities} placeholder={<RecommendedCities cities={[]} loading />}>
            {(page) => <RecommendedCities cities={page.list} />}
          </QueryView>
          <RecommendedTours kind="hot" />
          <RecommendedTours kind="new" />
          <Suspense fallback={null}>
            <TourTypes cities={list} />
            <DidYouKnow />
          </Suspense>
        </Stack>
      </Container>
    </Stack>
  );
}

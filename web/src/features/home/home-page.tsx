import { Container, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cityListOptions } from '../../api/cities';
import { hydratedWhenSeen } from '../../components/hydrate-when-seen';
import { PageMeta } from '../../components/page-meta';
import { QueryView } from '../../components/query-view';
import { StructuredData } from '../../components/structured-data';
import { lazyPart } from '../../lib/lazy-part';
import { paths } from '../../lib/paths';
import { usePageAddresses } from '../../lib/site-address';
import { HomeHero } from './home-hero';
import { homeStructuredData } from './home-structured-data';
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

/**
 * Every section below the hero is taken over when a person reaches it (hydrate-when-seen.tsx): on a phone the first
 * screen is the hero and the cities' row.
 */
const CitiesWhenSeen = hydratedWhenSeen(RecommendedCities);
const ToursWhenSeen = hydratedWhenSeen(RecommendedTours);
const TourTypesWhenSeen = hydratedWhenSeen(TourTypes);
const DidYouKnowWhenSeen = hydratedWhenSeen(DidYouKnow);

export function HomePage() {
  const cities = useQuery(cityListOptions(true));
  const list = cities.data?.list ?? [];
  const { t } = useTranslation('common');
  const { origin } = usePageAddresses();
  return (
    <Stack gap={48} pb="xl">
      <PageMeta page="home" />
      <StructuredData things={homeStructuredData(origin, t('brand'), paths.productList.path)} />
      <HomeHero />
      <Container w="100%">
        <Stack gap={48}>
          <QueryView query={cities} placeholder={<RecommendedCities cities={[]} loading />}>
            {(page) => <CitiesWhenSeen cities={page.list} />}
          </QueryView>
          <ToursWhenSeen kind="hot" />
          <ToursWhenSeen kind="new" />
          <TourTypesWhenSeen cities={list} />
          <DidYouKnowWhenSeen />
        </Stack>
      </Container>
    </Stack>
  );
}

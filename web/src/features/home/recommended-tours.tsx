import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/query-view';
import { TourCard } from '../../components/tour-card';
import { paths } from '../../lib/paths';
import { getCurrencyId } from '../../lib/preferences';
import { recommendedToursOptions } from './api';
import { HomeSection } from './home-section';

/** Popular (recommendHot) or New Routes (recommendNew), each with a link to the list (spec: VIEW MORE) named after what it lists, so it reads alone. */
export function RecommendedTours({ kind }: { kind: 'hot' | 'new' }) {
  const { t } = useTranslation('home');
  const tours = useQuery(recommendedToursOptions(kind, getCurrencyId()));
  return (
    <HomeSection
      title={kind === 'hot' ? t('popular.title') : t('newRoutes.title')}
      moreLabel={kind === 'hot' ? t('popular.more') : t('newRoutes.more')}
      moreTo={paths.productList.href()}
    >
      <QueryView query={tours} loading={null}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {list.slice(0, 8).map((tour) => (
              <TourCard key={tour.id} tour={tour} />
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </HomeSection>
  );
}

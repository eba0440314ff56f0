import { Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/query-view';
import { TourCard } from '../../components/tour-card';
import { paths } from '../../lib/paths';
import { useCurrencyId, useLanguage } from '../../lib/preferences';
import { recommendedToursOptions } from './api';
import { HomeSection } from './home-section';
import { ScrollRow } from './scroll-row';

/**
 * The most cards a section shows; its placeholder keeps that many card-sized blocks (a card with a two-line
 * name is 430 px), so the sections below stay put. Both sections start below the first screen, so a plain
 * block is enough here and keeps the home page's first-visit JS small.
 */
const SHOWN_TOURS = 8;
const CARD_HEIGHT = 430;
const cardSlots = Array.from({ length: SHOWN_TOURS }, (_, slot) => slot);
const COLUMNS = { sm: 2, lg: 4 };

/**
 * Popular (recommendHot) or New Routes (recommendNew), each with a link to the list (spec: VIEW MORE) named after what
 * it lists, so it reads alone. The tours are the backend's, in its order: it picks them for the reader's language (api.ts).
 */
export function RecommendedTours({ kind }: { kind: 'hot' | 'new' }) {
  const { t } = useTranslation('home');
  const currencyId = useCurrencyId();
  const language = useLanguage();
  const tours = useQuery(recommendedToursOptions(kind, currencyId, language));
  return (
    <HomeSection
      title={kind === 'hot' ? t('popular.title') : t('newRoutes.title')}
      moreLabel={kind === 'hot' ? t('popular.more') : t('newRoutes.more')}
      moreTo={paths.productList.href()}
    >
      <QueryView
        query={tours}
        // A heading over nothing reads as a page still loading: an empty answer is said, beside the link to every tour.
        isEmpty={(list) => list.length === 0}
        empty={<Text c="dimmed">{t('noTours')}</Text>}
        placeholder={
          <ScrollRow columns={COLUMNS} phoneCardWidth="82%">
            {cardSlots.map((slot) => (
              <Skeleton key={slot} h={CARD_HEIGHT} radius="md" />
            ))}
          </ScrollRow>
        }
      >
        {(list) => (
          <ScrollRow columns={COLUMNS} phoneCardWidth="82%">
            {list.slice(0, SHOWN_TOURS).map((tour) => (
              <TourCard key={tour.id} tour={tour} />
            ))}
          </ScrollRow>
        )}
      </QueryView>
    </HomeSection>
  );
}

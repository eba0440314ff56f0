import { Container, Stack, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callQueryOptions } from '../../api/query';
import { BannerCarousel } from './banner-carousel';
import { DidYouKnow } from './did-you-know';
import { RecommendedCities } from './recommended-cities';
import { RecommendedTours } from './recommended-tours';
import { TourTypes } from './tour-types';

export function HomePage() {
  const { t } = useTranslation('home');
  const cities = useQuery(callQueryOptions('city.list', { isRecommend: true }));
  const list = cities.data?.list ?? [];
  return (
    <Stack gap={48} pb="xl">
      <VisuallyHidden component="h1">{t('title')}</VisuallyHidden>
      <BannerCarousel />
      <Container w="100%">
        <Stack gap={48}>
          <RecommendedCities cities={list} />
          <RecommendedTours kind="hot" />
          <RecommendedTours kind="new" />
          <TourTypes cities={list} />
          <DidYouKnow />
        </Stack>
      </Container>
    </Stack>
  );
}

import { Container, Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryView } from '../../components/query-view';
import { getCurrencyId } from '../../lib/preferences';
import { tourDetailOptions } from './api';
import { BookingPanel } from './booking/booking-panel';
import { Gallery } from './detail/gallery';
import { TourReviews } from './detail/tour-reviews';
import { TourSections } from './detail/tour-sections';
import { TourSummary } from './detail/tour-summary';

/** /productInfo/:id and /product/:id (spec §2: both spellings are the same screen). */
export function TourDetailPage() {
  const { t } = useTranslation('tours');
  const id = Number(useParams().id);
  const detail = useQuery({
    ...tourDetailOptions(id, getCurrencyId()),
    enabled: Number.isInteger(id) && id > 0,
  });
  return (
    <QueryView query={detail} notFound={t('detail.notFound')}>
      {(product) => (
        <Container py="lg">
          <Stack gap="lg">
            <Gallery
              pictures={product.sliderPicUrls.length > 0 ? product.sliderPicUrls : [product.picUrl]}
              videoUrl={product.videoUrl}
              title={product.name}
            />
            <Grid gap="xl">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Stack gap="xl">
                  <TourSummary product={product} />
                  <TourSections product={product} />
                  <TourReviews spuId={product.id} />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <BookingPanel product={product} />
              </Grid.Col>
            </Grid>
          </Stack>
        </Container>
      )}
    </QueryView>
  );
}

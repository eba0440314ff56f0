import { Container, Grid, Skeleton, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { QueryView } from '../../components/query-view';
import { lazyPart } from '../../lib/lazy-part';
import { getCurrencyId } from '../../lib/preferences';
import { tourDetailOptions } from './api';
import { Gallery } from './detail/gallery';
import { TourDetailSkeleton } from './detail/tour-detail-skeleton';
import { TourReviews } from './detail/tour-reviews';
import { TourSections } from './detail/tour-sections';
import { TourSummary } from './detail/tour-summary';

// The panel's calendar (Mantine dates, dayjs) is its own chunk, requested as soon as this page's module runs,
// so it downloads while the tour's data does instead of after it, and stays out of the first visit's JS budget.
const loadBookingPanel = () => import('./booking/booking-panel');
const bookingPanelReady = loadBookingPanel();
const BookingPanel = lazyPart(
  () => bookingPanelReady.catch(loadBookingPanel),
  (module) => module.BookingPanel,
);

// Phones only: fetched when the window is narrow, so a laptop's first visit stays within the JS budget.
const MobileBookingBar = lazyPart(
  () => import('./booking/mobile-booking-bar'),
  (module) => module.MobileBookingBar,
);

/** /productInfo/:id and /product/:id (spec §2: both spellings are the same screen). */
export function TourDetailPage() {
  const { t } = useTranslation('tours');
  const id = Number(useParams().id);
  // Laptops get the sticky panel beside the tour; phones a bottom bar opening the same panel in a drawer.
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, true, { getInitialValueInEffect: false });
  const detail = useQuery({
    ...tourDetailOptions(id, getCurrencyId()),
    enabled: Number.isInteger(id) && id > 0,
  });
  return (
    <>
      <PageMeta page="tourDetail" title={detail.data?.name} description={detail.data?.introduction} />
      <QueryView query={detail} notFound={t('detail.notFound')} placeholder={<TourDetailSkeleton />}>
        {(product) => (
          <Container py="lg">
            <Grid gap="xl">
              {/* The gallery sits in the tour's column, so the panel starts at the top of the page beside it. */}
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Stack gap="xl">
                  <Gallery
                    pictures={product.sliderPicUrls.length > 0 ? product.sliderPicUrls : [product.picUrl]}
                    videoUrl={product.videoUrl}
                    title={product.name}
                  />
                  <TourSummary product={product} />
                  <TourSections product={product} />
                  <TourReviews spuId={product.id} />
                </Stack>
              </Grid.Col>
              {wide ? (
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <Suspense fallback={<Skeleton h={560} radius="md" aria-hidden />}>
                    <BookingPanel product={product} />
                  </Suspense>
                </Grid.Col>
              ) : null}
            </Grid>
            {wide ? null : (
              <Suspense fallback={null}>
                <MobileBookingBar product={product} />
              </Suspense>
            )}
          </Container>
        )}
      </QueryView>
    </>
  );
}

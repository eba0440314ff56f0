import { Container, Grid, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { hydratedWhenSeen } from '../../components/hydrate-when-seen';
import { PageMeta } from '../../components/page-meta';
import { QueryView } from '../../components/query-view';
import { lazyPart } from '../../lib/lazy-part';
import { useCurrencyId } from '../../lib/preferences';
import { tourDetailOptions } from './api';
import { Gallery } from './detail/gallery';
import { TourDetailSkeleton } from './detail/tour-detail-skeleton';
import { tourPageMeta } from './detail/tour-page-meta';
import { TourReviews } from './detail/tour-reviews';
import { TourSections } from './detail/tour-sections';
import { TourStructuredData } from './detail/tour-structured-data-script';
import { TourSummary } from './detail/tour-summary';

// The panel's calendar (Mantine dates, dayjs) is its own chunk, requested as soon as this page's module runs,
// so it downloads while the tour's data does instead of after it, and stays out of the first visit's JS budget.
const loadBookingPanel = () => import('./booking/booking-panel');
const bookingPanelReady = loadBookingPanel();
const BookingPanel = lazyPart(
  () => bookingPanelReady.catch(loadBookingPanel),
  (module) => module.BookingPanel,
);

// Its own chunk (the bar, and the way to its drawer), drawn at every width: its stylesheet shows it below md only.
const MobileBookingBar = lazyPart(
  () => import('./booking/mobile-booking-bar'),
  (module) => module.MobileBookingBar,
);

/**
 * The booking controls' code, loaded with the route (app/routes.tsx): a page the server drew is then taken over with
 * them at once, so BOOK NOW and "Check availability" answer the first tap.
 */
export const preloadTourDetailParts = () => Promise.all([BookingPanel.preload(), MobileBookingBar.preload()]);

/**
 * What lies below the gallery and the summary is taken over when a person reaches it (hydrate-when-seen.tsx); so are
 * the phone's booking bar, and the laptop's booking panel where the stylesheet hides it (on a phone); where it is shown
 * it comes to life at once, to ask for its calendar's days.
 */
const SectionsWhenSeen = hydratedWhenSeen(TourSections);
const ReviewsWhenSeen = hydratedWhenSeen(TourReviews);
const BookingPanelWhereShown = hydratedWhenSeen(BookingPanel, { onlyWhileHidden: true });
const BookingBarWhenSeen = hydratedWhenSeen(MobileBookingBar);

/** /productInfo/:id and /product/:id (spec §2: both spellings are the same screen). */
export function TourDetailPage() {
  const { t } = useTranslation('tours');
  const id = Number(useParams().id);
  const currencyId = useCurrencyId();
  const detail = useQuery({
    ...tourDetailOptions(id, currencyId),
    enabled: Number.isInteger(id) && id > 0,
  });
  return (
    <>
      <PageMeta {...tourPageMeta(detail.data)} />
      {detail.data ? <TourStructuredData product={detail.data} /> : null}
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
                  <SectionsWhenSeen product={product} />
                  <ReviewsWhenSeen spuId={product.id} />
                </Stack>
              </Grid.Col>
              {/* Laptops get the sticky panel beside the tour, phones a bottom bar opening the same panel in a drawer
                  (the bar hides itself from md). Both are drawn and the stylesheet hides one (display: none, so neither
                  seen nor focusable): the layout is chosen by CSS only, so a page drawn without a window is right. */}
              <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
                <Suspense fallback={<Skeleton h={560} radius="md" aria-hidden />}>
                  <BookingPanelWhereShown product={product} />
                </Suspense>
              </Grid.Col>
            </Grid>
            <Suspense fallback={null}>
              <BookingBarWhenSeen product={product} />
            </Suspense>
          </Container>
        )}
      </QueryView>
    </>
  );
}

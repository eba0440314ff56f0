import { Button, Group, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PriceModel, type ProductDetail } from '@tours/contract';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceDisplay } from '../../../components/price-display';
import { lazyPart } from '../../../lib/lazy-part';

// The drawer is fetched on first open, so the tour page's first load stays within its JS budget.
const BookingDrawer = lazyPart(
  () => import('./booking-drawer'),
  (module) => module.BookingDrawer,
);

/** Height the page keeps free at its bottom so the bar never covers the last reviews. */
export const MOBILE_BAR_SPACE = 'calc(72px + env(safe-area-inset-bottom))';

type BarProduct = Pick<ProductDetail, 'id' | 'teamLimit' | 'model' | 'teamPrice' | 'adultPrice' | 'currencyInco'>;

/** Phones: the "from" price and "Check availability", fixed to the bottom of the screen; opens the booking drawer. */
export function MobileBookingBar({ product }: { product: BarProduct }) {
  const { t } = useTranslation('tours');
  const [opened, drawer] = useDisclosure(false);
  // Mounted once opened, then kept, so closing the drawer animates and a second open is instant.
  const [wanted, setWanted] = useState(false);
  const group = product.model === PriceModel.Group;
  // The page's very end (the site footer) must not hide under the bar: the body keeps the bar's height free.
  useEffect(() => {
    // --bottom-bar-space lifts the fixed back-to-top button (site-footer.tsx) above the bar.
    const previous = document.body.style.paddingBottom;
    document.body.style.paddingBottom = MOBILE_BAR_SPACE;
    document.body.style.setProperty('--bottom-bar-space', MOBILE_BAR_SPACE);
    return () => {
      document.body.style.paddingBottom = previous;
      document.body.style.removeProperty('--bottom-bar-space');
    };
  }, []);
  return (
    <>
      <Paper
        component="section"
        aria-label={t('booking.bookingBar')}
        shadow="md"
        withBorder
        radius={0}
        px="md"
        pt="sm"
        style={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 150,
          paddingBottom: 'calc(var(--mantine-spacing-sm) + env(safe-area-inset-bottom))',
        }}
      >
        <Group justify="space-between" wrap="nowrap">
          <PriceDisplay
            symbol={product.currencyInco}
            amount={group ? product.teamPrice : product.adultPrice}
            unit={group ? 'group' : 'person'}
            from
            size="lg"
          />
          <Button
            style={{ flexShrink: 0 }}
            color="orange"
            autoContrast
            onClick={() => {
              setWanted(true);
              drawer.open();
            }}
          >
            {t('booking.checkAvailability')}
          </Button>
        </Group>
      </Paper>
      {wanted ? (
        <Suspense fallback={null}>
          <BookingDrawer product={product} opened={opened} onClose={drawer.close} />
        </Suspense>
      ) : null}
    </>
  );
}

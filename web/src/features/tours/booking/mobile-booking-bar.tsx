import { Button, Group, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PriceModel, type ProductDetail } from '@tours/contract';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceDisplay } from '../../../components/price-display';
import { lazyPart } from '../../../lib/lazy-part';
import classes from './mobile-booking-bar.module.css';

// The drawer is fetched on first open, so the tour page's first load stays within its JS budget.
const BookingDrawer = lazyPart(
  () => import('./booking-drawer'),
  (module) => module.BookingDrawer,
);

type BarProduct = Pick<ProductDetail, 'id' | 'teamLimit' | 'model' | 'teamPrice' | 'adultPrice' | 'currencyInco'>;

/**
 * Phones: the "from" price and "Check availability", fixed to the bottom of the screen; opens the booking drawer.
 * Drawn at every width and hidden from the md breakpoint by CSS (display: none), where the page shows the panel
 * beside the tour; the room it needs at the page's end is CSS too (mobile-booking-bar.module.css).
 */
export function MobileBookingBar({ product }: { product: BarProduct }) {
  const { t } = useTranslation('tours');
  const [opened, drawer] = useDisclosure(false);
  // Mounted once opened, then kept, so closing the drawer animates and a second open is instant.
  const [wanted, setWanted] = useState(false);
  const group = product.model === PriceModel.Group;
  return (
    <>
      <Paper
        component="section"
        aria-label={t('booking.bookingBar')}
        className={classes.bar}
        hiddenFrom="md"
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

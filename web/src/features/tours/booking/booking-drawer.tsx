import { Drawer } from '@mantine/core';
import type { ProductDetail } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { BookingPanel } from './booking-panel';

export interface BookingDrawerProps {
  product: Pick<ProductDetail, 'id' | 'teamLimit'>;
  opened: boolean;
  onClose: () => void;
}

/** The phone's booking panel: the same BookingPanel body, full screen from the bottom. Loaded on first open. */
export function BookingDrawer({ product, opened, onClose }: BookingDrawerProps) {
  const { t } = useTranslation('tours');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="100%"
      title={t('booking.panel')}
      closeButtonProps={{ 'aria-label': t('booking.closePanel') }}
      styles={{
        content: { display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, paddingBottom: 'calc(var(--mantine-spacing-md) + env(safe-area-inset-bottom))' },
      }}
    >
      <BookingPanel product={product} layout="drawer" />
    </Drawer>
  );
}

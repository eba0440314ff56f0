import { Alert } from '@mantine/core';
import { type Order, OrderStatus } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { HoldTimer } from '../../components/hold-timer';

/**
 * An unpaid order's hold: time left until its payExpireTime on the server's clock (order-view.tsx counts);
 * once it has run out the order is expired and says when it was cancelled (no Pay Now: components/order-actions.tsx).
 * Both read the order's own payExpireTime: a hold is not always checkout's 30 minutes (a seeded order's runs for days).
 */
export function OrderHold({ order, msLeft }: { order: Order; msLeft: number }) {
  const { t } = useTranslation('orders');
  if (order.status !== OrderStatus.Unpaid) return null;
  if (msLeft <= 0) {
    return (
      <Alert color="gray" title={t('hold.expiredTitle')}>
        {t('hold.expired', { time: order.payExpireTime })}
      </Alert>
    );
  }
  return <HoldTimer msLeft={msLeft} label={t('hold.label')} text={t('hold.text')} testId="order-hold-countdown" />;
}

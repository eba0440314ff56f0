import { Card, Container, Group, LoadingOverlay, Stack, Title } from '@mantine/core';
import type { Order } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { OrderActions } from '../../components/order-actions';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { PageMeta } from '../../components/page-meta';
import { serverTimeMs } from '../../lib/order-status';
import type { PaymentFailedState } from '../../lib/payment-return';
import { useHoldCountdown } from '../../lib/use-hold-countdown';
import { OrderFacts } from './order-facts';
import { OrderHold } from './order-hold';
import { OrderItemRow } from './order-item-row';
import { PayOrderDialog } from './pay-order-dialog';
import { PaymentNotices } from './payment-notices';
import { PaymentSuccessDialog } from './payment-success-dialog';
import { RefundNotice } from './refund-notice';

interface DialogState {
  opened: boolean;
  onClose: () => void;
}

interface OrderViewProps {
  order: Order;
  waiting: boolean;
  success: DialogState;
  pay: DialogState;
  failure: PaymentFailedState | null;
  cancelled: boolean;
}

/**
 * One loaded order. The hold countdown lives here, so the page re-renders as it runs and the badge, the
 * hold note and the actions turn to "expired" the moment the hold ends on the server's clock.
 */
export function OrderView({ order, waiting, success, pay, failure, cancelled }: OrderViewProps) {
  const { t } = useTranslation('orders');
  const msLeft = useHoldCountdown(serverTimeMs(order.payExpireTime));
  return (
    <Container py="lg" pos="relative">
      <PageMeta page="orderDetail" />
      <LoadingOverlay visible={waiting} data-testid="payment-overlay" aria-label={t('waiting')} />
      <Stack>
        <Group justify="space-between">
          <Title order={1}>{t('title', { id: order.id })}</Title>
          <OrderStatusBadge order={order} size="lg" />
        </Group>
        <PaymentNotices order={order} failure={failure} cancelled={cancelled} />
        <RefundNotice order={order} />
        <OrderHold order={order} msLeft={msLeft} />
        <OrderActions order={order} />
        <Card withBorder radius="md">
          <Stack>
            {order.items.map((item) => (
              <OrderItemRow key={item.id} item={item} />
            ))}
          </Stack>
        </Card>
        <OrderFacts order={order} />
      </Stack>
      <PaymentSuccessDialog orderId={order.id} opened={success.opened} onClose={success.onClose} />
      {/* A paid order keeps the dialog, which then says it is paid (a Pay Now pressed in a tab that did not know yet). */}
      {!order.payStatus && msLeft <= 0 ? null : <PayOrderDialog order={order} opened={pay.opened} onClose={pay.onClose} />}
    </Container>
  );
}

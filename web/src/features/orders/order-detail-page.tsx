import { Alert, Badge, Box, Card, Container, Group, LoadingOverlay, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ORDER_RESULT_POLL_MS } from '@tours/contract/constants';
import { messages } from '@tours/contract/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { orderDetailOptions } from '../../api/orders';
import { OrderActions } from '../../components/order-actions';
import { QueryView } from '../../components/query-view';
import { orderStatusKey } from '../../lib/order-status';
import { OrderFacts } from './order-facts';
import { OrderItemRow } from './order-item-row';
import { PaymentSuccessDialog } from './payment-success-dialog';

const paymentFailedState = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { paymentFailed?: unknown }).paymentFailed === true;

/**
 * /orderInfo/:id. With type=1 (back from paying) a loading overlay and a poll every 3 s until
 * payStatus is truthy; the poll stops when paid or when the page unmounts (spec §4).
 */
export function OrderDetailPage() {
  const { t } = useTranslation(['orders', 'orders-shared']);
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const location = useLocation();
  const returning = search.get('type') === '1';
  const [successClosed, setSuccessClosed] = useState(false);
  const detail = useQuery({
    ...orderDetailOptions(id),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => (returning && !query.state.data?.payStatus ? ORDER_RESULT_POLL_MS : false),
  });
  const waiting = returning && !detail.data?.payStatus;

  return (
    <QueryView
      query={detail}
      notFound={t('notFound')}
      loading={
        returning ? (
          <Box pos="relative" mih={320}>
            <LoadingOverlay visible data-testid="payment-overlay" aria-label={t('waiting')} />
          </Box>
        ) : undefined
      }
    >
      {(order) => (
        <Container py="lg" pos="relative">
          <LoadingOverlay visible={waiting} data-testid="payment-overlay" aria-label={t('waiting')} />
          <Stack>
            <Group justify="space-between">
              <Title order={1}>{t('title', { id: order.id })}</Title>
              <Badge size="lg">{t(`orders-shared:status.${orderStatusKey(order)}`)}</Badge>
            </Group>
            {paymentFailedState(location.state) ? (
              <Alert color="red" role="alert">
                {messages.paymentFailed}
              </Alert>
            ) : null}
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
          <PaymentSuccessDialog
            orderId={order.id}
            opened={returning && order.payStatus && !successClosed}
            onClose={() => setSuccessClosed(true)}
          />
        </Container>
      )}
    </QueryView>
  );
}

import { Card, Group, Image, Stack, Text } from '@mantine/core';
import type { Order } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { OrderActions } from '../../../components/order-actions';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { formatAmount } from '../../../components/price-display';

/** One order of My Order: number, status, its tours, total and the actions for its status. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  return (
    <Card withBorder radius="md" component="article" aria-label={t('orders.orderLabel', { id: order.id })}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('orders.orderLabel', { id: order.id })}</Text>
          <OrderStatusBadge order={order} />
        </Group>
        {order.items.map((item) => (
          <Group key={item.id} wrap="nowrap" align="flex-start">
            <Image src={item.picUrl} alt="" w={96} h={72} radius="sm" fit="cover" />
            <Stack gap={2}>
              <Text fw={600}>{item.spuName}</Text>
              <Text size="sm">
                {item.reservationDate} {item.reservationTime}
              </Text>
              <Text size="sm">{t('orders.party', { adults: item.adultCount, children: item.childCount })}</Text>
            </Stack>
          </Group>
        ))}
        <Group justify="space-between" align="center">
          <OrderActions order={order} withView />
          <Text fw={700}>
            {order.currencyInco}
            {formatAmount(order.payPrice)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

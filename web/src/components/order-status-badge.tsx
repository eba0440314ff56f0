import { Badge, type BadgeProps } from '@mantine/core';
import type { Order } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { orderStatusColors, orderStatusKey } from '../lib/order-status';

/** The order's status in its own colour (My Order and the order page). */
export function OrderStatusBadge({ order, size }: { order: Order; size?: BadgeProps['size'] }) {
  const { t } = useTranslation('orders-shared');
  const key = orderStatusKey(order);
  return (
    <Badge size={size} color={orderStatusColors[key]} autoContrast data-status={key}>
      {t(`status.${key}`)}
    </Badge>
  );
}

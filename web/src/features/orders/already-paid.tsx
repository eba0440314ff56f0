import './already-paid-strings';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Order } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { OrderStatusBadge } from '../../components/order-status-badge';

interface AlreadyPaidProps {
  order: Order;
  /** The server's words when a payment was refused for it; the shop's own otherwise. */
  reason: string | null;
  onView: () => void;
}

/** Pay Now for an order that is paid already (in another tab or window): says so, with its status now and the way to it. */
export function AlreadyPaid({ order, reason, onView }: AlreadyPaidProps) {
  const { t } = useTranslation('already-paid');
  return (
    <Stack>
      <Alert color="blue" role="status" title={reason ?? t('title')}>
        <Text size="sm">{t('text')}</Text>
        <Group gap="xs" mt="xs">
          <Text size="sm">{t('status')}</Text>
          <OrderStatusBadge order={order} />
        </Group>
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onView}>{t('view')}</Button>
      </Group>
    </Stack>
  );
}

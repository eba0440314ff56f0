import { Alert, Anchor, Group, Text } from '@mantine/core';
import type { Order } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { refundOrderState } from '../../lib/refund-order-state';
import type { NoRefundReason } from './refund-eligibility';

// Dark and underlined: Mantine's blue link on the grey alert falls short of a 4.5:1 contrast.
const linkLook = { size: 'sm', c: 'dark.8', underline: 'always' } as const;

/**
 * Instead of a refund form or result for an order that has none: why, and the way on (the order, the refund it
 * already had, My Orders), so a typed or stale address never takes a request the order cannot have.
 */
export function RefundNotOffered({ order, reason }: { order: Order; reason: NoRefundReason }) {
  const { t } = useTranslation('static');
  return (
    <Alert color="gray" role="status" title={t('noRefund.title')}>
      <Text size="sm">{t(`noRefund.${reason}`)}</Text>
      <Group gap="md" mt="xs">
        {reason === 'alreadyRefunded' ? (
          <Anchor component={Link} to={paths.orderWaitingRefund.href(order.id)} state={refundOrderState(order)} {...linkLook}>
            {t('noRefund.viewRefund')}
          </Anchor>
        ) : null}
        <Anchor component={Link} to={paths.orderInfo.href(order.id)} {...linkLook}>
          {t('noRefund.viewOrder', { id: order.id })}
        </Anchor>
        <Anchor component={Link} to={paths.personalCenter.href(2)} {...linkLook}>
          {t('refundOrder.myOrders')}
        </Anchor>
      </Group>
    </Alert>
  );
}

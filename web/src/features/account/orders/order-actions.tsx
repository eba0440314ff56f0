import { Button, Group, Text } from '@mantine/core';
import { type Order, OrderStatus } from '@tours/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useOrderActions } from './use-order-actions';

/** My Order: the actions of spec §4 by status, plus View and Message; Refund opens the refund request, not /checkout (docs/decisions.md). */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const { payNow, contactGuide } = useOrderActions(order);
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<void>) => async () => {
    setBusy(true);
    await action();
    setBusy(false);
  };
  return (
    <Group gap="xs">
      {order.status === OrderStatus.Unpaid ? (
        <>
          <Button size="xs" loading={busy} onClick={run(payNow)}>
            {t('orders.payNow')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('orders.autoCancel', { time: order.payExpireTime })}
          </Text>
        </>
      ) : null}
      {order.status === OrderStatus.Booked ? (
        <>
          <Button size="xs" variant="light" loading={busy} onClick={run(contactGuide)}>
            {t('orders.contactGuide')}
          </Button>
          <Button size="xs" variant="default" component={Link} to={paths.orderInfoRequestRefund.href(order.id)}>
            {t('orders.refund')}
          </Button>
        </>
      ) : null}
      {order.status === OrderStatus.Completed && !order.commentStatus ? (
        <Button size="xs" component={Link} to={paths.orderInfoEvaluate.href(order.id)}>
          {t('orders.review')}
        </Button>
      ) : null}
      <Button size="xs" variant="default" component={Link} to={paths.orderInfo.href(order.id)}>
        {t('orders.view')}
      </Button>
      <Button size="xs" variant="subtle" component={Link} to={paths.personalCenter.href(6, { id: order.merchantId })}>
        {t('orders.message')}
      </Button>
    </Group>
  );
}

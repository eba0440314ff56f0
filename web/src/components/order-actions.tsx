import { Button, Group, Text } from '@mantine/core';
import { type Order, OrderStatus } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isHoldExpired } from '../lib/order-status';
import { paths } from '../lib/paths';
import { refundOrderState } from '../lib/refund-order-state';
import { useOrderActions } from './use-order-actions';

export interface OrderActionsProps {
  order: Order;
  /** My Order lists a View link to the order page; the order page itself does not. */
  withView?: boolean;
}

/** The actions of spec §4 by status (an expired unpaid order has none), plus Message; Refund opens the refund request, not /checkout, with the order in the location state: that screen makes no call (docs/adr/0033-refunds-without-a-call.md). */
export function OrderActions({ order, withView = false }: OrderActionsProps) {
  const { t } = useTranslation('orders-shared');
  const { payHref, contactGuide, contacting } = useOrderActions(order);
  // Past its hold an unpaid order cannot be paid any more: no Pay Now, no cancel time in the past.
  const payable = order.status === OrderStatus.Unpaid && !isHoldExpired(order);
  return (
    <Group gap="xs">
      {payable ? (
        <>
          <Button size="xs" component={Link} to={payHref}>
            {t('actions.payNow')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('actions.autoCancel', { time: order.payExpireTime })}
          </Text>
        </>
      ) : null}
      {order.status === OrderStatus.Booked ? (
        <>
          <Button size="xs" variant="light" loading={contacting} onClick={contactGuide}>
            {t('actions.contactGuide')}
          </Button>
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={paths.orderInfoRequestRefund.href(order.id)}
            state={refundOrderState(order)}
          >
            {t('actions.refund')}
          </Button>
        </>
      ) : null}
      {order.status === OrderStatus.Completed && !order.commentStatus ? (
        <Button size="xs" component={Link} to={paths.orderInfoEvaluate.href(order.id)}>
          {t('actions.review')}
        </Button>
      ) : null}
      {withView ? (
        <Button size="xs" variant="default" component={Link} to={paths.orderInfo.href(order.id)}>
          {t('actions.view')}
        </Button>
      ) : null}
      <Button size="xs" variant="subtle" component={Link} to={paths.personalCenter.href(6, { id: order.merchantId })}>
        {t('actions.message')}
      </Button>
    </Group>
  );
}

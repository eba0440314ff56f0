import { Alert, Anchor, Text } from '@mantine/core';
import { type Order, OrderStatus } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '../../components/price-display';
import { paths } from '../../lib/paths';
import { refundOrderState } from '../../lib/refund-order-state';

/** A refunded order (status 90) says so, with the amount returned and the way to the refund result screen. */
export function RefundNotice({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  if (order.status !== OrderStatus.Refund) return null;
  return (
    <Alert color="green" role="status" title={t('refund.title')}>
      <Text size="sm">{t('refund.text', { amount: `${order.currencyInco}${formatAmount(order.payPrice)}` })}</Text>
      <Anchor component={Link} to={paths.orderWaitingRefund.href(order.id)} state={refundOrderState(order)} size="sm">
        {t('refund.view')}
      </Anchor>
    </Alert>
  );
}

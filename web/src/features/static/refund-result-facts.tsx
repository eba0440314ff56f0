import { Card, SimpleGrid, Text } from '@mantine/core';
import { type Order, OrderStatus } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../components/price-display';
import type { StoredRefundRequest } from '../../lib/refund-request-store';
import { RefundFact } from './refund-fact';

interface RefundResultFactsProps {
  order: Order;
  request: StoredRefundRequest | null;
}

/**
 * The order's own amount; type, instructions and application time only from the request this browser kept.
 * The refund time reaches the shop by no call, so the screen points to the email rather than inventing one.
 */
export function RefundResultFacts({ order, request }: RefundResultFactsProps) {
  const { t } = useTranslation('static');
  return (
    <Card withBorder radius="md" component="section" aria-label={t('result.factsLabel')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RefundFact label={t('result.amount')} value={`${order.currencyInco}${formatAmount(order.payPrice)}`} />
        {order.status === OrderStatus.Refund ? <RefundFact label={t('result.refundTime')} value={t('result.refundTimeInEmail')} /> : null}
        {request ? (
          <>
            <RefundFact label={t('result.type')} value={t(`refund.types.${request.type}`)} />
            <RefundFact label={t('result.instructions')} value={request.instructions || t('refund.noInstructions')} />
            <RefundFact label={t('result.applicationTime')} value={request.applicationTime} />
          </>
        ) : null}
      </SimpleGrid>
      {request ? null : (
        <Text size="sm" c="dimmed" mt="sm">
          {t('result.noRequest')}
        </Text>
      )}
    </Card>
  );
}

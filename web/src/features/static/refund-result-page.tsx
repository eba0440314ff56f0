import './static-strings';
import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { OrderStatus } from '@tours/contract';
import { RESULT_EMAIL_WITHIN_HOURS } from '@tours/contract/constants';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../lib/paths';
import { readRefundOrder } from '../../lib/refund-order-state';
import { RefundNoOrderNote } from './refund-no-order-note';
import { RefundOrderSummary } from './refund-order-summary';
import { readRefundRequest } from './refund-request-store';
import { RefundResultFacts } from './refund-result-facts';

/**
 * /orderWaitingRefund/:id. No call (spec §1): the order comes in the location state from View refund, the
 * request from this browser. Success is claimed only for an order in status 90; without an order, a note.
 */
export function RefundResultPage() {
  const { t } = useTranslation('static');
  const id = Number(useParams().id);
  const order = readRefundOrder(useLocation().state, id);
  const request = readRefundRequest(id);
  return (
    <Container size="sm" py="lg">
      <PageMeta page="refundResult" />
      <Stack>
        <Title order={1}>{t('result.title')}</Title>
        {order ? (
          <>
            {order.status === OrderStatus.Refund ? (
              <Alert color="green" role="status">
                {t('result.message')}
              </Alert>
            ) : (
              <Alert color="yellow" role="status">
                {t('result.pending', { hours: RESULT_EMAIL_WITHIN_HOURS })}
              </Alert>
            )}
            <RefundOrderSummary order={order} />
            <RefundResultFacts order={order} request={request} />
            <Text>
              <Anchor component={Link} to={paths.orderInfo.href(order.id)}>
                {t('refund.backToOrder', { id: order.id })}
              </Anchor>
            </Text>
          </>
        ) : (
          <RefundNoOrderNote />
        )}
      </Stack>
    </Container>
  );
}

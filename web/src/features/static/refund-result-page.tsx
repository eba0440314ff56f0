import './static-strings';
import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { OrderStatus } from '@tours/contract';
import { RESULT_EMAIL_WITHIN_HOURS } from '@tours/contract/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../lib/paths';
import { readRefundRequest } from '../../lib/refund-request-store';
import { RefundNotOffered } from './refund-not-offered';
import { RefundOrderSummary } from './refund-order-summary';
import { RefundResultFacts } from './refund-result-facts';
import { WithRefundOrder } from './with-refund-order';

/**
 * /orderWaitingRefund/:id. The request comes from this browser (no call sends it, spec §1). Success is claimed only for
 * an order in status 90; a paid order not refunded yet waits for the emailed result; an unpaid order has no refund at
 * all and says so.
 */
export function RefundResultPage() {
  const { t } = useTranslation('static');
  return (
    <>
      <PageMeta page="refundResult" />
      <WithRefundOrder>
        {(order) => {
          const paid = order.status !== OrderStatus.Unpaid;
          return (
            <Container size="sm" py="lg">
              <Stack>
                <Title order={1}>{t('result.title')}</Title>
                {paid ? null : <RefundNotOffered order={order} reason="notPaid" />}
                {order.status === OrderStatus.Refund ? (
                  <Alert color="green" role="status">
                    {t('result.message')}
                  </Alert>
                ) : null}
                {paid && order.status !== OrderStatus.Refund ? (
                  <Alert color="yellow" role="status">
                    {t('result.pending', { hours: RESULT_EMAIL_WITHIN_HOURS })}
                  </Alert>
                ) : null}
                <RefundOrderSummary order={order} />
                {paid ? (
                  <>
                    <RefundResultFacts order={order} request={readRefundRequest(order.id)} />
                    <Text>
                      <Anchor component={Link} to={paths.orderInfo.href(order.id)}>
                        {t('refund.backToOrder', { id: order.id })}
                      </Anchor>
                    </Text>
                  </>
                ) : null}
              </Stack>
            </Container>
          );
        }}
      </WithRefundOrder>
    </>
  );
}

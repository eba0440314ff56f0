import './static-strings';
import { Container, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { announceOrderChanged } from '../../lib/order-changes';
import { type StoredRefundRequest, saveRefundRequest } from '../../lib/refund-request-store';
import { whyNoRefundRequest } from './refund-eligibility';
import { RefundNotOffered } from './refund-not-offered';
import { RefundOrderSummary } from './refund-order-summary';
import { RefundRequestForm } from './refund-request-form';
import { RefundRequestSent } from './refund-request-sent';
import { WithRefundOrder } from './with-refund-order';

/**
 * /orderInfoRequestRefund/:id. The request itself sends nothing (spec §1): it is kept in this browser for the result
 * screen, and Submit shows the 24-hour email promise. The form is there only for an order that can be refunded (booked,
 * spec §4); any other says why instead, so a typed address cannot take a request for an unpaid order.
 */
export function RefundRequestPage() {
  const { t } = useTranslation('static');
  const [sent, setSent] = useState<StoredRefundRequest | null>(null);
  return (
    <>
      <PageMeta page="refundRequest" />
      <WithRefundOrder>
        {(order) => {
          const noRefund = whyNoRefundRequest(order);
          return (
            <Container size="sm" py="lg">
              <Stack>
                <Title order={1}>{t('refund.title')}</Title>
                <RefundOrderSummary order={order} />
                {noRefund ? <RefundNotOffered order={order} reason={noRefund} /> : null}
                {!noRefund && sent ? <RefundRequestSent orderId={order.id} request={sent} /> : null}
                {!noRefund && !sent ? (
                  <RefundRequestForm
                    onSubmit={(values) => {
                      setSent(saveRefundRequest(order.id, values));
                      // An order page open in another tab starts watching for the refund (features/orders/order-poll.ts).
                      announceOrderChanged(order.id);
                    }}
                  />
                ) : null}
              </Stack>
            </Container>
          );
        }}
      </WithRefundOrder>
    </>
  );
}

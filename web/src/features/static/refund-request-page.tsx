import './static-strings';
import { Container, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { readRefundOrder } from '../../lib/refund-order-state';
import { RefundNoOrderNote } from './refund-no-order-note';
import { RefundOrderSummary } from './refund-order-summary';
import { RefundRequestForm } from './refund-request-form';
import { RefundRequestSent } from './refund-request-sent';
import { type StoredRefundRequest, saveRefundRequest } from './refund-request-store';

/**
 * /orderInfoRequestRefund/:id. No call (spec §1): the order comes in the location state from Refund; the
 * request is kept in this browser for the result screen, and Submit shows the 24-hour email promise.
 */
export function RefundRequestPage() {
  const { t } = useTranslation('static');
  const id = Number(useParams().id);
  const order = readRefundOrder(useLocation().state, id);
  const [sent, setSent] = useState<StoredRefundRequest | null>(null);
  return (
    <Container size="sm" py="lg">
      <PageMeta page="refundRequest" />
      <Stack>
        <Title order={1}>{t('refund.title')}</Title>
        {order ? <RefundOrderSummary order={order} /> : <RefundNoOrderNote />}
        {sent ? (
          <RefundRequestSent orderId={id} request={sent} />
        ) : (
          <RefundRequestForm onSubmit={(values) => setSent(saveRefundRequest(id, values))} />
        )}
      </Stack>
    </Container>
  );
}

import { Alert, Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { RESULT_EMAIL_WITHIN_HOURS } from '@tours/contract/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import type { StoredRefundRequest } from '../../lib/refund-request-store';
import { RefundFact } from './refund-fact';

/** After Submit: the 24-hour email promise (spec §2, §9), what was sent, and the way back to the order. */
export function RefundRequestSent({ orderId, request }: { orderId: number; request: StoredRefundRequest }) {
  const { t } = useTranslation('static');
  return (
    <Stack>
      <Alert color="green" role="status" title={t('refund.sentTitle')}>
        {t('refund.sent', { hours: RESULT_EMAIL_WITHIN_HOURS })}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 3 }} aria-label={t('refund.sentDetails')} component="section">
        <RefundFact label={t('refund.type')} value={t(`refund.types.${request.type}`)} />
        <RefundFact label={t('refund.instructions')} value={request.instructions || t('refund.noInstructions')} />
        <RefundFact label={t('result.applicationTime')} value={request.applicationTime} />
      </SimpleGrid>
      <Text>
        <Anchor component={Link} to={paths.orderInfo.href(orderId)}>
          {t('refund.backToOrder', { id: orderId })}
        </Anchor>
      </Text>
    </Stack>
  );
}

import { Alert, Text } from '@mantine/core';
import type { Order } from '@tours/contract';
import { messages } from '@tours/contract/rules';
import { useTranslation } from 'react-i18next';
import { labelCardFields } from '../../components/card-field-labels';
import { localizeForPerson } from '../../lib/localize-message';
import type { PaymentFailedState } from '../../lib/payment-return';

interface PaymentNoticesProps {
  order: Order;
  failure: PaymentFailedState | null;
  cancelled: boolean;
}

/**
 * Why the person is back on an unpaid order: a refused payment ('信用资料有错，请检查', spec §8, with the
 * server's reason, e.g. a declined card) or the wallet's Cancel. Both lead to Pay Now; a paid order needs neither.
 */
export function PaymentNotices({ order, failure, cancelled }: PaymentNoticesProps) {
  const { t } = useTranslation('orders');
  if (order.payStatus) return null;
  return (
    <>
      {failure ? (
        <Alert color="red" role="alert" title={localizeForPerson(messages.paymentFailed)}>
          {failure.reason ? <Text size="sm">{labelCardFields(failure.reason, t)}</Text> : null}
          <Text size="sm">{t('notices.tryAgain')}</Text>
        </Alert>
      ) : null}
      {cancelled && !failure ? (
        <Alert color="blue" role="status" title={t('notices.cancelledTitle')}>
          <Text size="sm">{t('notices.cancelled')}</Text>
        </Alert>
      ) : null}
    </>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orderDetailOptions, type PaymentOutcome, type PaymentRequest, startPayment } from '../../api/orders';
import { withCardLabels } from '../../components/card-field-labels';

/** Pay Now's outcomes: a payment's, or a refusal because the order was paid meanwhile (in another tab or window). */
export type PayNowOutcome = PaymentOutcome | { kind: 'alreadyPaid'; reason: string | null };

/**
 * Pay Now on the order page: the chosen card or wallet (api/orders.ts startPayment). A failing save-card
 * call reaches the person through the error policy, its field named by its label; a refused payment is an
 * outcome (the order page shows '信用资料有错，请检查' and the reason). A refusal is first checked against the order
 * as the server has it now: an order paid meanwhile is no wrong card, and its fresh answer replaces the page's.
 */
export function usePayOrder(onSuccess: (outcome: PayNowOutcome) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['trade.order.pay.submit'],
    mutationFn: async (request: PaymentRequest): Promise<PayNowOutcome> => {
      const outcome = await startPayment(request).catch((error: unknown) => {
        throw withCardLabels(error, t);
      });
      if (outcome.kind !== 'failed') return outcome;
      const order = await queryClient.fetchQuery({ ...orderDetailOptions(request.orderId), staleTime: 0 }).catch(() => null);
      return order?.payStatus ? { kind: 'alreadyPaid', reason: outcome.reason } : outcome;
    },
    onSuccess,
  });
}

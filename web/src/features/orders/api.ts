import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type PaymentOutcome, type PaymentRequest, startPayment } from '../../api/orders';
import { withCardLabels } from '../../components/card-field-labels';

/**
 * Pay Now on the order page: the chosen card or wallet (api/orders.ts startPayment). A failing save-card
 * call reaches the person through the error policy, its field named by its label; a refused payment is an
 * outcome (the order page shows '信用资料有错，请检查' and the reason).
 */
export function usePayOrder(onSuccess: (outcome: PaymentOutcome) => void) {
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ['trade.order.pay.submit'],
    mutationFn: (request: PaymentRequest) =>
      startPayment(request).catch((error: unknown) => {
        throw withCardLabels(error, t);
      }),
    onSuccess,
  });
}

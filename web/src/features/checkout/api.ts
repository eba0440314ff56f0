import { useMutation } from '@tanstack/react-query';
import type { BookingDraft } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { callQueryOptions } from '../../api/query';
import { withCardLabels } from '../../components/card-field-labels';
import { type FirmPaymentInput, firmPayment, type PaymentOutcome } from './firm-payment';

/** Checkout's calls (spec §4); the traveller is prefilled from the shared profile (api/member.ts). */

/** The stored draft's price (trade.order.settlement as a query: the summary shows it). */
export const checkoutQuoteOptions = (draft: BookingDraft) => callQueryOptions('trade.order.settlement', draft);

/**
 * Firm payment as one command (register a visitor, create the order, save the card if asked, pay:
 * firm-payment.ts). Its failure before the payment reaches the person through the error policy, with a
 * card field the server names shown by its label.
 */
export function useFirmPayment(onSuccess: (outcome: PaymentOutcome) => void) {
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ['checkout.firmPayment'],
    mutationFn: (input: FirmPaymentInput) =>
      firmPayment(input).catch((error: unknown) => {
        throw withCardLabels(error, t);
      }),
    onSuccess,
  });
}

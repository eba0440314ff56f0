import type { BookingDraft } from '@tours/contract';
import { callData } from '../../api/client';
import { type PaymentOutcome, startPayment } from '../../api/orders';
import { cardDetailsOf } from '../../components/card-form-values';
import { clearBookingDraft } from '../../lib/booking-draft';
import { setToken } from '../../lib/session';
import { clearPersonalDetails } from './checkout-details-store';
import type { CheckoutValues } from './checkout-values';
import { generatePassword } from './generate-password';

export type { PaymentOutcome };

export interface FirmPaymentInput {
  draft: BookingDraft;
  values: CheckoutValues;
  isLoggedIn: boolean;
  origin: string;
}

/**
 * Firm payment (spec §4): a visitor is registered on the fly; the order is created; then the payment, with
 * the card saved first only if the person ticked "Save this card" (docs/adr/0034-card-checks-first-and-saving-opt-in.md). The form has already
 * run pay/submit's card checks, so nothing is created for a card the server would refuse as incomplete.
 * Errors before the payment reject (run as a mutation, the error policy shows them); a payment that cannot
 * be created sends the person to the order page with '信用资料有错，请检查' and the server's reason.
 */
export async function firmPayment({ draft, values, isLoggedIn, origin }: FirmPaymentInput): Promise<PaymentOutcome> {
  if (!isLoggedIn) {
    const { token } = await callData('verify.register', {
      name: values.fullName,
      surname: values.lastName,
      username: values.email,
      areaId: values.areaId,
      code: values.code,
      password: generatePassword(),
    });
    setToken(token);
  }
  const order = await callData('trade.order.create', {
    ...draft,
    fullName: values.fullName,
    lastName: values.lastName,
    email: values.email,
    mobile: values.mobile,
    areaId: values.areaId,
    code: values.code,
  });
  clearBookingDraft();
  clearPersonalDetails();
  return startPayment({
    orderId: order.id,
    payOrderId: order.payOrderId,
    payMode: values.payMode === 'quick' ? 'quick' : 'card',
    card: cardDetailsOf(values),
    saveCard: values.saveCard,
    origin,
  });
}

import { BankType, type BookingDraft, codes } from '@tours/contract';
import { call, callData } from '../../api/client';
import { clearBookingDraft } from '../../lib/booking-draft';
import { paths } from '../../lib/paths';
import { setToken } from '../../lib/session';
import { walletApprovalHref } from '../../lib/wallet-link';
import type { CheckoutValues } from './checkout-values';
import { generatePassword } from './generate-password';

export type PaymentOutcome =
  | { kind: 'confirmCard'; orderId: number }
  | { kind: 'redirect'; href: string }
  | { kind: 'failed'; orderId: number };

export interface FirmPaymentInput {
  draft: BookingDraft;
  values: CheckoutValues;
  isLoggedIn: boolean;
  origin: string;
}

const cardFields = (values: CheckoutValues) => ({
  cardNumber: values.cardNumber,
  cardType: values.cardType,
  cardName: values.cardName,
  cardExpiry: values.cardExpiry,
  cardSecurityCode: values.cardSecurityCode,
  countryCode: values.countryCode,
  cardAddress: values.cardAddress,
  cardArea1: values.cardArea1,
  cardArea2: values.cardArea2,
  postalCode: values.postalCode,
});

/**
 * Firm payment (spec §4): a visitor is registered on the fly; a card is saved; the order is created;
 * then the payment. Errors before the payment reject (run as a mutation, the error policy shows them); a
 * payment that cannot be created sends the person to the order page with '信用资料有错，请检查'.
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
  if (values.payMode === 'card') {
    await callData('member.bankcard.add', { bankType: BankType.CreditCard, number: values.cardNumber, cardName: values.cardName });
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
  const payMode = values.payMode === 'quick' ? 'quick' : 'card';
  const payment = await call(
    'trade.order.pay.submit',
    {
      id: order.payOrderId,
      payMode,
      returnUrl: `${origin}${paths.orderInfo.href(order.id, 1)}`,
      cancelUrl: `${origin}${paths.orderInfo.href(order.id)}`,
      ...(payMode === 'card' ? cardFields(values) : {}),
    },
    // A refused or failed payment is not toasted: the order page says '信用资料有错，请检查' (spec §8).
  ).catch(() => null);
  if (!payment || payment.code !== codes.success || !payment.data) return { kind: 'failed', orderId: order.id };
  if (payMode === 'card') return { kind: 'confirmCard', orderId: order.id };
  const href = walletApprovalHref(payment.data.displayContent);
  return href ? { kind: 'redirect', href } : { kind: 'failed', orderId: order.id };
}

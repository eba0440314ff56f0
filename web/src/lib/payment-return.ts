/**
 * How a payment attempt tells the order page what happened: the navigation state of a refused payment
 * (with the server's reason), the wallet's `?payment=cancelled` on its cancel address, and `?pay=1`, which
 * opens the Pay Now choice (My Order's Pay Now leads there).
 */
export interface PaymentFailedState {
  paymentFailed: true;
  reason: string | null;
}

export const paymentFailedState = (reason: string | null): PaymentFailedState => ({ paymentFailed: true, reason });

/** The refused payment carried in the navigation state, or null. */
export function readPaymentFailure(state: unknown): PaymentFailedState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { paymentFailed, reason } = state as { paymentFailed?: unknown; reason?: unknown };
  if (paymentFailed !== true) return null;
  return { paymentFailed: true, reason: typeof reason === 'string' && reason ? reason : null };
}

/** The wallet page's cancel address carries `payment=cancelled` (mock-server/src/domain/payments.ts). */
export const PAYMENT_PARAM = 'payment';
export const PAYMENT_CANCELLED = 'cancelled';
/** `?pay=1` on the order page opens the choice of card or wallet. */
export const PAY_PARAM = 'pay';

import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { BankType, type CallData, type CallInput, type CallName, type CardDetails, codes, type PayMode } from '@tours/contract';
import { cardNumberDigits } from '@tours/contract/rules';
import { appPath } from '../config/base-path';
import { paths } from '../lib/paths';
import { translateForPerson } from '../lib/translate-for-person';
import { isWalletPageAddress, walletApprovalHref } from '../lib/wallet-link';
import { call, callData } from './client';
import { envelopeMessage } from './errors';
import { callQueryOptions, invalidateCall } from './query';

/**
 * The order calls used by more than one feature: the order page and the review page read one order, and
 * the actions of an order (spec §4) show on My Order and on the order page.
 */
export const orderDetailOptions = (id: number) => callQueryOptions('trade.order.get-detail', { id });

/** Every cached answer about orders: My Order's pages and each order page. */
const showOrders: readonly CallName[] = ['trade.order.page', 'trade.order.get-detail'];

/** After an order changed (reviewed): what is on screen reloads, the rest on its next visit. */
export async function invalidateOrders(queryClient: QueryClient): Promise<void> {
  await Promise.all(showOrders.map((name) => invalidateCall(queryClient, name)));
}

/** What the screen does once a command succeeded; the failure is the error policy's (app/query-client.ts). */
export interface OnSuccess<T> {
  onSuccess?: (data: T) => void;
}

/** Where a payment leads: the card's "Have you paid?", the wallet's approval page, or back to the order with the reason. */
export type PaymentOutcome =
  | { kind: 'confirmCard'; orderId: number }
  | { kind: 'redirect'; href: string }
  | { kind: 'failed'; orderId: number; reason: string | null };

export interface PaymentRequest {
  orderId: number;
  payOrderId: number;
  payMode: PayMode;
  card: CardDetails;
  /** Save the card first (member.bankcard.add, spec §5), only when the person ticked "Save this card". */
  saveCard: boolean;
  origin: string;
}

/**
 * Starts a payment (checkout's Firm payment and the order page's Pay Now). A refused or failed payment is
 * not thrown: the order page says '信用资料有错，请检查' with the server's reason (spec §8). A failing
 * save-card call rejects, before anything is charged.
 */
export async function startPayment({ orderId, payOrderId, payMode, card, saveCard, origin }: PaymentRequest): Promise<PaymentOutcome> {
  if (payMode === 'card' && saveCard) {
    await callData('member.bankcard.add', {
      bankType: BankType.CreditCard,
      number: cardNumberDigits(card.cardNumber),
      cardName: card.cardName,
    });
  }
  const payment = await call('trade.order.pay.submit', {
    id: payOrderId,
    payMode,
    returnUrl: `${origin}${appPath(paths.orderInfo.href(orderId, 1))}`,
    cancelUrl: `${origin}${appPath(paths.orderInfo.href(orderId))}`,
    ...(payMode === 'card' ? card : {}),
  }).catch(() => null);
  if (!payment) return { kind: 'failed', orderId, reason: null };
  if (payment.code !== codes.success || !payment.data) return { kind: 'failed', orderId, reason: envelopeMessage(payment) || null };
  if (payMode === 'card') return { kind: 'confirmCard', orderId };
  const href = walletApprovalHref(payment.data.displayContent);
  if (!href) return { kind: 'failed', orderId, reason: null };
  // A relative or non-web approval link is refused with its own reason rather than followed to the shop's 404.
  if (!isWalletPageAddress(href)) return { kind: 'failed', orderId, reason: translateForPerson('orders:pay.walletLinkInvalid') };
  return { kind: 'redirect', href };
}

/** Contact The Guide: a first message to the order's guide (content.create); the threads then reload. */
export function useContactGuide({ onSuccess }: OnSuccess<CallData<'member.my.message.content.create'>> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['member.my.message.content.create'],
    mutationFn: (payload: CallInput<'member.my.message.content.create'>) => callData('member.my.message.content.create', payload),
    onSuccess: (data) => {
      void invalidateCall(queryClient, 'member.my.message.list');
      onSuccess?.(data);
    },
  });
}

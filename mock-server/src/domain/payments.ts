import { type CallParsed, WALLET_UNSUPPORTED_CURRENCIES } from '@tours/contract';
import { type CardProblem, firstCardIssue } from '@tours/contract/rules';
import { badRequest, conflict, notFound } from './errors.js';
import { randomHex } from './ids.js';
import { cardDigits } from './luhn.js';
import type { MessageKey } from './messages/en.js';
import { isExpired, markPaid } from './orders.js';
import { checkReturnAddress } from './return-url.js';
import type { OrderRow, PaymentRow, PaymentStatus, State } from './state.js';
import type { TextLanguage } from './text-language.js';
import { formatDate, formatDateTime } from './time.js';
import type { CallContext } from './types.js';

/** Documented card numbers (mock-server/README.md): every other Luhn-valid number behaves like `success`. */
export const TEST_CARDS = { success: '4242424242424242', decline: '4000000000000002', slow: '4000000000000259' } as const;

/** A card is approved this long after submit, so the order page's 3-second poll sees it flip. */
export const CARD_SETTLE_MS = 2_000;
export const SLOW_CARD_SETTLE_MS = 10_000;

/** What the mock says when the decline card pays; the console quotes the same key, so both say one sentence. */
export const CARD_DECLINED = 'payment.declined' satisfies MessageKey;

type PayInput = CallParsed<'trade.order.pay.submit'>;

function payableOrder(state: State, userId: number, payOrderId: number, now: Date): OrderRow {
  const order = state.orders.find((o) => o.payOrderId === payOrderId && o.userId === userId);
  if (!order) throw notFound('payment.orderMissing', { id: payOrderId });
  if (order.payStatus) throw conflict('order.paid');
  if (isExpired(order, now)) throw conflict('order.expired');
  if (state.payments.some((p) => p.orderId === order.id && p.status === 'PENDING')) {
    throw conflict('payment.processing');
  }
  return order;
}

/** What the mock says of each of the contract's card problems. */
const cardProblemKeys = {
  required: 'field.required',
  invalidNumber: 'card.numberInvalid',
  expired: 'card.expired',
  securityCodeFormat: 'field.securityCode',
} as const satisfies Record<CardProblem, MessageKey>;

/** The contract's card checks (the shop's card form runs the same ones before any call). */
function checkCard(input: PayInput, now: Date): string {
  const issue = firstCardIssue(input, formatDate(now).slice(0, 7));
  if (issue) throw badRequest(cardProblemKeys[issue.problem], { field: issue.field });
  return cardDigits(input.cardNumber ?? '');
}

/**
 * The wallet's links are absolute, as PayPal's are: a shop follows its approval link with a full navigation, and a path
 * would lead to the shop's own 404 wherever the shop is not served by this mock. Their origin is the shop's own
 * returnUrl's (checked by return-url.ts to be this shop's) and their path is under the base path the shop is served
 * under ('' at the root, the preview's sub-path), never the request's Host: a Host header is the client's to choose
 * (any *.localhost name reaches this server), so a link built from it would send a shopper wherever a request said.
 * A returnUrl given as a path names no origin, so the links stay paths, which follow the page's origin. Where another
 * server serves the shop (the storefront's), the links name this mock's own listening address.
 */
function walletBase(ctx: Pick<CallContext, 'origin' | 'walletOrigin'>, returnUrl: string): string {
  if (ctx.walletOrigin) return ctx.walletOrigin;
  const basePath = new URL(ctx.origin).pathname.replace(/\/+$/, '');
  return returnUrl.startsWith('/') ? basePath : `${new URL(returnUrl).origin}${basePath}`;
}

const paypalLinks = (base: string, token: string) => [
  { href: `${base}/mock-paypal/orders/${token}`, rel: 'self', method: 'GET' },
  { href: `${base}/mock-paypal/checkout?token=${token}`, rel: 'approve', method: 'GET' },
  { href: `${base}/mock-paypal/orders/${token}/capture`, rel: 'capture', method: 'POST' },
];

/**
 * pay/submit: a card is decided by its number; the wallet answers a PayPal-shaped approval link.
 * An open wallet payment does not block a card (a customer may abandon the wallet page): whichever is
 * approved first pays the order and voids the others (approvePayment).
 */
export function submitPayment(input: PayInput, ctx: CallContext, userId: number): { displayContent: string } {
  const { state, now } = ctx;
  const returnUrl = checkReturnAddress(input.returnUrl, ctx.origin, 'returnUrl');
  const cancelUrl = checkReturnAddress(input.cancelUrl, ctx.origin, 'cancelUrl');
  const order = payableOrder(state, userId, input.id, now);
  // The payment is the customer's latest word about the order: its confirmation, sent when the payment completes
  // (a later tick, the wallet's page), speaks the language the shop was in now (customer-email.ts).
  if (ctx.language) order.language = ctx.language;
  const token = randomHex(12);
  const payment: PaymentRow = {
    token,
    orderId: order.id,
    payMode: input.payMode,
    status: 'CREATED',
    settleAt: null,
    returnUrl,
    cancelUrl,
    createTime: formatDateTime(now),
  };
  if (input.payMode === 'quick') {
    const currency = state.currencies.find((c) => c.id === order.currencyId);
    if (currency && WALLET_UNSUPPORTED_CURRENCIES.includes(currency.moneyName))
      throw conflict('spec.currencyNotSupported', { field: 'payMode' });
    state.payments.push(payment);
    return { displayContent: JSON.stringify({ id: token, status: 'CREATED', links: paypalLinks(walletBase(ctx, returnUrl), token) }) };
  }
  const digits = checkCard(input, now);
  if (digits === TEST_CARDS.decline) {
    state.payments.push({ ...payment, status: 'DECLINED' });
    throw conflict(CARD_DECLINED, { field: 'cardNumber' });
  }
  const delay = digits === TEST_CARDS.slow ? SLOW_CARD_SETTLE_MS : CARD_SETTLE_MS;
  state.payments.push({ ...payment, status: 'PENDING', settleAt: new Date(now.getTime() + delay).toISOString() });
  const links = [
    { href: `${walletBase(ctx, returnUrl)}/mock-paypal/orders/${token}`, rel: 'self', method: 'GET' },
    { href: returnUrl, rel: 'return', method: 'GET' },
  ];
  return { displayContent: JSON.stringify({ id: token, status: 'PENDING', links }) };
}

export interface WalletPayment {
  orderId: number;
  amount: number;
  currencyInco: string;
  returnUrl: string;
  cancelUrl: string;
  status: string;
  /** The language the shop was in when it asked for the payment: the approval page speaks it. */
  language: TextLanguage;
}

const walletRow = (state: State, token: string) => state.payments.find((p) => p.token === token && p.payMode === 'quick');

/** What the approval page shows; null for an unknown token. */
export function getWalletPayment(state: State, paymentToken: string): WalletPayment | null {
  const payment = walletRow(state, paymentToken);
  const order = payment && state.orders.find((o) => o.id === payment.orderId);
  if (!payment || !order) return null;
  const { returnUrl, cancelUrl, status } = payment;
  const language = order.language ?? 'en';
  return { orderId: order.id, amount: order.payPrice, currencyInco: order.currencyInco, returnUrl, cancelUrl, status, language };
}

function requireWallet(state: State, paymentToken: string): { payment: PaymentRow; order: OrderRow } {
  const payment = walletRow(state, paymentToken);
  const order = payment && state.orders.find((o) => o.id === payment.orderId);
  if (!payment || !order) throw notFound('payment.missing');
  return { payment, order };
}

const OPEN_STATUSES: ReadonlySet<PaymentStatus> = new Set(['CREATED', 'PENDING']);

/**
 * The one payment that takes the money: approved, the order paid, and every other open payment of the
 * order voided, so no later approval or settlement can charge the order a second time.
 */
export function approvePayment(state: State, payment: PaymentRow, order: OrderRow, at: Date): void {
  if (order.payStatus) {
    payment.status = 'VOIDED';
    return;
  }
  payment.status = 'APPROVED';
  markPaid(state, order, at, payment.payMode);
  for (const other of state.payments) {
    if (other !== payment && other.orderId === order.id && OPEN_STATUSES.has(other.status)) other.status = 'VOIDED';
  }
}

/**
 * Approve: the order is paid at once (10). Approving twice, or an order paid meanwhile (by a card, or
 * another wallet payment, which voided this one), takes no money and just returns to the shop.
 */
export function approveWalletPayment(state: State, paymentToken: string, now: Date): { redirectUrl: string } {
  const { payment, order } = requireWallet(state, paymentToken);
  if (payment.status === 'APPROVED' || order.payStatus) return { redirectUrl: payment.returnUrl };
  if (payment.status !== 'CREATED') throw conflict('payment.cancelled');
  if (isExpired(order, now)) throw conflict('order.expired');
  approvePayment(state, payment, order, now);
  return { redirectUrl: payment.returnUrl };
}

/** The shop's cancel address with `payment=cancelled`, so the order page can say why the person is back. */
function cancelledAddress(cancelUrl: string): string {
  const [beforeHash = '', hash] = cancelUrl.split('#', 2);
  const joiner = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${joiner}payment=cancelled${hash === undefined ? '' : `#${hash}`}`;
}

/** Cancel: back to the shop, told the payment was cancelled; the order stays unpaid (and payable until it expires). */
export function cancelWalletPayment(state: State, paymentToken: string, _now: Date): { redirectUrl: string } {
  const { payment } = requireWallet(state, paymentToken);
  if (payment.status === 'CREATED') payment.status = 'CANCELLED';
  return { redirectUrl: cancelledAddress(payment.cancelUrl) };
}

/** What the payment links `self` and `capture` answer, as PayPal's order API does: the payment's id and status. */
export interface PaymentView {
  id: string;
  status: PaymentStatus;
  orderId: number;
}

const viewOf = (payment: PaymentRow): PaymentView => ({ id: payment.token, status: payment.status, orderId: payment.orderId });

/** `self` (GET): any payment, card or wallet, as it stands; null for an unknown token. */
export function viewPayment(state: State, paymentToken: string): PaymentView | null {
  const payment = state.payments.find((p) => p.token === paymentToken);
  return payment ? viewOf(payment) : null;
}

/**
 * `capture` (POST): the payer's Approve on the approval page already takes the money (PayPal's approve and
 * capture in one step), so capture moves nothing: it answers an approved payment as captured, and refuses one
 * the payer has not approved yet or that was cancelled, as PayPal refuses ORDER_NOT_APPROVED.
 */
export function captureWalletPayment(state: State, paymentToken: string): PaymentView {
  const { payment } = requireWallet(state, paymentToken);
  if (payment.status === 'APPROVED') return viewOf(payment);
  if (payment.status === 'CREATED') throw conflict('payment.notApproved');
  throw conflict('payment.closed', { status: payment.status.toLowerCase() });
}

import type { TextLanguage, WalletPayment } from '../domain/index.js';
import { say } from '../domain/messages/say.js';
import { escapeHtml } from './escape-html.js';

/** The words of the wallet's approval page, in the language the shop was in when it asked for the payment. */
const WORDS = {
  en: {
    title: 'Mock PayPal – approve payment',
    heading: 'Mock PayPal',
    asks: (order: string) => `Order <strong>${order}</strong> asks you to pay`,
    status: (status: string) => `Payment status: ${status}. This page stands in for the wallet provider; no money moves.`,
    approve: 'Approve',
    cancel: 'Cancel and return to the shop',
  },
  zh: {
    title: '模拟 PayPal – 确认付款',
    heading: '模拟 PayPal',
    asks: (order: string) => `订单 <strong>${order}</strong> 请您支付`,
    status: (status: string) => `支付状态：${status}。此页面代替钱包服务商，不会产生真实扣款。`,
    approve: '确认付款',
    cancel: '取消并返回商店',
  },
} as const satisfies Record<TextLanguage, unknown>;

export interface WalletPage {
  language: TextLanguage;
  title: string;
  /** The page's content, for the mock stylesheet's `.wallet` rules (control/assets/mock.css). */
  body: string;
}

/**
 * The wallet provider's approval page, the same wherever the mock runs: the Node mock serves it (http/wallet-page.ts),
 * the preview draws it from its world (preview/src/wallet-page.ts). Approve is a form posted to `<base>/mock-paypal/approve`
 * and Cancel a link to `<base>/mock-paypal/cancel`, each with the token.
 */
export function walletPage(token: string, payment: WalletPayment, base = ''): WalletPage {
  const words = WORDS[payment.language];
  const query = `?token=${encodeURIComponent(token)}`;
  const amount = `${payment.currencyInco}${payment.amount.toFixed(2)}`;
  return {
    language: payment.language,
    title: words.title,
    body: `<main class="wallet"><h1>${words.heading}</h1>
<p>${words.asks(String(payment.orderId))}</p><p class="amount">${escapeHtml(amount)}</p>
<p class="muted">${escapeHtml(words.status(payment.status))}</p><p role="alert"></p>
<div class="wallet-actions"><form method="post" action="${escapeHtml(`${base}/mock-paypal/approve${query}`)}"><input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" class="primary">${words.approve}</button></form>
<a class="button" href="${escapeHtml(`${base}/mock-paypal/cancel${query}`)}">${words.cancel}</a></div></main>`,
  };
}

/** What the page says of a token no payment has: the words of the Node mock's 404 for it, in `language`. */
export const unknownWalletPaymentText = (language: TextLanguage) => say({ key: 'payment.linkUnknown' }, language);

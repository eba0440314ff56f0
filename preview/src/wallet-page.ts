import { approveWalletPayment, cancelWalletPayment, getWalletPayment, redirectTarget } from '../../mock-server/src/domain/index.js';
import type { BrowserWorld } from '../../mock-server/src/msw/index.js';

/** Where the wallet's approval link points in the preview (payments.ts builds it under the base path). */
export const WALLET_CHECKOUT_PATH = '/mock-paypal/checkout';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, props: Partial<HTMLElementTagNameMap[K]> = {}) {
  const node = Object.assign(document.createElement(tag), props);
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The wallet provider's approval page, as the Node mock serves it (mock-server/src/http/wallet-page.ts), drawn
 * from the world in this page: Approve pays the order and Cancel leaves it unpaid, each saved before the
 * browser is sent back to the shop's return or cancel address.
 */
export function renderWalletPage(world: BrowserWorld, root: HTMLElement): void {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  document.title = 'Mock PayPal – approve payment';
  const main = element('main');
  main.style.cssText = 'max-width:32rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif;line-height:1.5';
  main.append(element('h1', 'Mock PayPal'));
  root.replaceChildren(main);
  world.tick();
  const payment = token ? getWalletPayment(world.state, token) : null;
  if (!payment) {
    main.append(element('p', 'This payment link is unknown or has expired. Go back to the shop and start the payment again.'));
    return;
  }
  const amount = `${payment.currencyInco}${payment.amount.toFixed(2)}`;
  const asks = element('p', 'Order ');
  asks.append(element('strong', String(payment.orderId)), ' asks you to pay');
  const status = element('p', `Payment status: ${payment.status}. This page is the preview's stand-in for the wallet provider.`);
  const refusal = element('p', undefined, { role: 'alert' });
  main.append(asks, element('p', amount, { className: 'amount' }), status, refusal);

  const move = (action: typeof approveWalletPayment) => async () => {
    try {
      const { redirectUrl } = action(world.state, token, world.tick());
      await world.changed();
      window.location.assign(redirectTarget(redirectUrl, window.location.origin));
    } catch (error) {
      refusal.textContent = error instanceof Error ? error.message : String(error);
    }
  };
  const approve = element('button', 'Approve', { type: 'button' });
  approve.addEventListener('click', move(approveWalletPayment));
  const cancel = element('button', 'Cancel and return to the shop', { type: 'button' });
  cancel.addEventListener('click', move(cancelWalletPayment));
  main.append(approve, ' ', cancel);
}

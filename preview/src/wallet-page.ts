import type { WalletMove, WorkerAnswer } from './preview-protocol';
import { askPreviewWorker } from './preview-worker';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, props: Partial<HTMLElementTagNameMap[K]> = {}) {
  const node = Object.assign(document.createElement(tag), props);
  if (text !== undefined) node.textContent = text;
  return node;
}

function expectKind<K extends WorkerAnswer['kind']>(answer: WorkerAnswer, kind: K): Extract<WorkerAnswer, { kind: K }> {
  if (answer.kind === kind) return answer as Extract<WorkerAnswer, { kind: K }>;
  throw new Error(answer.kind === 'failed' ? answer.message : `the preview's service worker answered ${answer.kind}, not ${kind}`);
}

/**
 * The wallet provider's approval page, as the Node mock serves it (mock-server/src/http/wallet-page.ts), drawn
 * from the world: Approve pays the order and Cancel leaves it unpaid, each saved before the browser is sent
 * back to the shop's return or cancel address.
 */
export async function renderWalletPage(root: HTMLElement): Promise<void> {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  document.title = 'Mock PayPal – approve payment';
  const main = element('main');
  main.style.cssText = 'max-width:32rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif;line-height:1.5';
  main.append(element('h1', 'Mock PayPal'));
  root.replaceChildren(main);
  const payment = expectKind(await askPreviewWorker({ kind: 'wallet-view', token }), 'wallet-view').payment;
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

  const button = (label: string, move: WalletMove) => {
    const node = element('button', label, { type: 'button' });
    node.addEventListener('click', async () => {
      try {
        const moved = await askPreviewWorker({ kind: 'wallet-move', move, token, origin: window.location.origin });
        window.location.assign(expectKind(moved, 'wallet-moved').redirectTo);
      } catch (error) {
        refusal.textContent = error instanceof Error ? error.message : String(error);
      }
    });
    return node;
  };
  // Approve and Cancel one above the other, the same width, as the Node mock's page lays them out.
  const actions = element('div');
  actions.style.cssText = 'display:flex;flex-direction:column;gap:0.75rem;max-width:18rem;margin:1.5rem auto 0';
  actions.append(button('Approve', 'approve'), button('Cancel and return to the shop', 'cancel'));
  for (const node of actions.children) (node as HTMLElement).style.cssText = 'padding:0.6rem 1rem;font:inherit';
  main.append(actions);
}

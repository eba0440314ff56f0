import { STORAGE_LANGUAGE } from '@tours/contract/constants';
import '@tours/mock-server/mock.css';
import { unknownWalletPaymentText, walletPage } from '@tours/mock-server/wallet-page';
import { BASE_PATH } from '@tours/web/base-path';
import type { WalletMove, WorkerAnswer } from './preview-protocol';
import { askPreviewWorker } from './preview-worker';

function expectKind<K extends WorkerAnswer['kind']>(answer: WorkerAnswer, kind: K): Extract<WorkerAnswer, { kind: K }> {
  if (answer.kind === kind) return answer as Extract<WorkerAnswer, { kind: K }>;
  throw new Error(answer.kind === 'failed' ? answer.message : `the preview's service worker answered ${answer.kind}, not ${kind}`);
}

/**
 * The wallet provider's approval page, the Node mock's own (mock-server/src/runtime/wallet-page.ts, with its
 * stylesheet), drawn from the world: Approve pays the order and Cancel leaves it unpaid, each saved by the service
 * worker before the browser is sent back to the shop's return or cancel address. A static host takes no form post, so
 * the page's form and link are answered here.
 */
export async function renderWalletPage(root: HTMLElement): Promise<void> {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const payment = expectKind(await askPreviewWorker({ kind: 'wallet-view', token }), 'wallet-view').payment;
  if (!payment) {
    const language = window.localStorage.getItem(STORAGE_LANGUAGE) === 'zh' ? 'zh' : 'en';
    document.documentElement.lang = language;
    const main = Object.assign(document.createElement('main'), { className: 'wallet' });
    main.append(Object.assign(document.createElement('p'), { textContent: unknownWalletPaymentText(language) }));
    root.replaceChildren(main);
    return;
  }
  const page = walletPage(token, payment, BASE_PATH);
  document.documentElement.lang = page.language;
  document.title = page.title;
  root.innerHTML = page.body;
  const refusal = root.querySelector('[role="alert"]');
  const move = async (to: WalletMove) => {
    try {
      const moved = await askPreviewWorker({ kind: 'wallet-move', move: to, token, origin: window.location.origin });
      window.location.assign(expectKind(moved, 'wallet-moved').redirectTo);
    } catch (error) {
      if (refusal) refusal.textContent = error instanceof Error ? error.message : String(error);
    }
  };
  root.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    void move('approve');
  });
  root.querySelector('a.button')?.addEventListener('click', (event) => {
    event.preventDefault();
    void move('cancel');
  });
}

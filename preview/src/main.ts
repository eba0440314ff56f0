import { BASE_PATH } from '@tours/web/base-path';
import { prepareShop, renderShop } from '@tours/web/start-shop';
import { SERVED_MARK, WALLET_CHECKOUT_PATH } from './preview-protocol';
import { keepLoadedAssets, refetchWhenChangedElsewhere, servedByPreviewWorker, showWorkerNotices } from './preview-worker';

/**
 * The browser-only preview. The service worker holds the world and answers the mock's addresses
 * (sw/preview-sw.ts), registered by the page's head before any module runs (vite.config.ts). This entry loads the shop
 * as web/src/main.tsx does (its modules preloaded by the page), waits until the worker serves the page, then renders
 * the shop, unchanged.
 */
async function startPreview(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const shopPrepared = prepareShop();
  await servedByPreviewWorker(BASE_PATH);
  performance.mark(SERVED_MARK);
  refetchWhenChangedElsewhere();
  if (window.location.pathname === `${BASE_PATH}${WALLET_CHECKOUT_PATH}`) return (await import('./wallet-page')).renderWalletPage(root);
  await shopPrepared;
  renderShop();
  performance.mark('preview:shop-started');
  const { mountMockToolbar } = await import('@tours/mock-toolbar/mount');
  mountMockToolbar();
  keepLoadedAssets();
  showWorkerNotices().catch((error: unknown) => console.warn('The preview could not ask its service worker for notices:', error));
}

startPreview().catch((error: unknown) => {
  console.error(error);
  document.body.textContent = `The preview could not start: ${error instanceof Error ? error.message : String(error)}`;
});

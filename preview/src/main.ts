import { BASE_PATH } from '../../web/src/config/base-path';
import { refetchWhenChangedElsewhere, servedByPreviewWorker } from './preview-worker';

/**
 * The browser-only preview. The service worker holds the world and answers the mock's addresses
 * (sw/preview-sw.ts); this entry makes sure it serves the page while the shop's modules, strings and route load,
 * then renders the shop, unchanged, as web/src/main.tsx renders it. It stays small, so the worker is registered
 * before the big chunks are parsed.
 */
async function startPreview(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const wallet = import('./wallet-page');
  const shop = import('../../web/src/start-shop');
  const shopPrepared = shop.then(({ prepareShop }) => prepareShop());
  await servedByPreviewWorker(BASE_PATH);
  performance.mark('preview:mock-started');
  refetchWhenChangedElsewhere();
  const { renderWalletPage, WALLET_CHECKOUT_PATH } = await wallet;
  if (window.location.pathname === `${BASE_PATH}${WALLET_CHECKOUT_PATH}`) return renderWalletPage(root);
  await shopPrepared;
  (await shop).renderShop();
  performance.mark('preview:shop-started');
  const { mountMockToolbar } = await import('../../mock-toolbar/src/mount');
  mountMockToolbar();
}

startPreview().catch((error: unknown) => {
  console.error(error);
  document.body.textContent = `The preview could not start: ${error instanceof Error ? error.message : String(error)}`;
});

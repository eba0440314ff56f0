import { BASE_PATH } from '../../web/src/config/base-path';
import { openWorld } from './open-world';
import { startMock } from './start-mock';
import { renderWalletPage, WALLET_CHECKOUT_PATH } from './wallet-page';

/**
 * The browser-only preview: the visitor's world is opened (IndexedDB, or seeded in a Web Worker) and MSW starts
 * answering the API from it while the shop's own modules, strings and route load, in parallel; then the shop
 * renders, unchanged, as web/src/main.tsx renders it. The wallet's approval page is the one screen the shop
 * does not have.
 */
async function startPreview(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const shop = import('../../web/src/start-shop');
  const shopPrepared = shop.then(({ prepareShop }) => prepareShop());
  const world = await openWorld(BASE_PATH);
  performance.mark('preview:world-open');
  await startMock(world, BASE_PATH);
  performance.mark('preview:mock-started');
  if (window.location.pathname === `${BASE_PATH}${WALLET_CHECKOUT_PATH}`) {
    renderWalletPage(world, root);
    return;
  }
  await shopPrepared;
  (await shop).renderShop();
  performance.mark('preview:shop-started');
  const { mountMockToolbar } = await import('../../web/src/mock-toolbar/mount');
  mountMockToolbar();
}

startPreview().catch((error: unknown) => {
  console.error(error);
  document.body.textContent = `The preview could not start: ${error instanceof Error ? error.message : String(error)}`;
});

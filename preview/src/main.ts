import { BASE_PATH } from '../../web/src/config/base-path';
import { WorldClient } from './world-worker-client';

/**
 * The browser-only preview. Three things start at once: the world worker (the world from IndexedDB, or seeded
 * the first time, with the mock's handlers), MSW's code and the shop's modules, strings and route. MSW starts
 * answering when the world is open; then the shop renders, unchanged, as web/src/main.tsx renders it. This
 * entry stays small, so the worker starts before the big chunks are parsed.
 */
async function startPreview(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const world = new WorldClient(BASE_PATH);
  const mock = import('./start-mock');
  const wallet = import('./wallet-page');
  const shop = import('../../web/src/start-shop');
  const shopPrepared = shop.then(({ prepareShop }) => prepareShop());
  await world.opened;
  performance.mark('preview:world-open');
  await (await mock).startMock(world, BASE_PATH);
  performance.mark('preview:mock-started');
  const { renderWalletPage, WALLET_CHECKOUT_PATH } = await wallet;
  if (window.location.pathname === `${BASE_PATH}${WALLET_CHECKOUT_PATH}`) return renderWalletPage(world, root);
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

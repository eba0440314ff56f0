import { BASE_PATH } from '@tours/web/base-path';
import { prepareShop, renderShop } from '@tours/web/start-shop';
import { forgetPageDrawnOnAnotherDay } from './drawn-page-takeover';
import { reloadWhenAnotherScriptTakesOver, wasTakenOverBeforeReload } from './foreign-takeover';
import { showForeignWorkerRefusal, tellForeignWorkerReplaced } from './foreign-worker-notice';
import { reloadPicturesMissedBeforeWorker } from './missed-pictures';
import { SERVED_MARK, SHOP_STARTED_MARK, WALLET_CHECKOUT_PATH } from './preview-protocol';
import {
  keepLoadedAssets,
  previewScriptURL,
  refetchWhenChangedElsewhere,
  servedByPreviewWorker,
  showWorkerNotices,
} from './preview-worker';
import { ForeignWorkerError } from './served-by-own-worker';

/** Set by vite.config.ts: this build's name, which its own service worker reports when the page asks. */
declare const PREVIEW_BUILD: string;

/**
 * The browser-only preview. The service worker holds the world and answers the mock's addresses
 * (sw/preview-sw.ts), registered by the page's head before any module runs (vite.config.ts). This entry loads the shop
 * as web/src/main.tsx does (its modules preloaded by the page), waits until the build's own worker serves the page,
 * then renders the shop, unchanged: it takes over a page drawn at build time (build/draw-pages.ts) as the shop takes
 * over one its server drew, which the visitor sees from the first paint, before any script or worker runs. A page
 * served by another worker that the build's could not take back shows why instead, and the shop never starts, so none
 * of the world's calls reaches that worker; a page another script's worker takes later loads again.
 */
async function startPreview(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const shopPrepared = prepareShop();
  const tookBackFrom = await servedByPreviewWorker(BASE_PATH, PREVIEW_BUILD);
  reloadWhenAnotherScriptTakesOver(previewScriptURL(BASE_PATH));
  const takenOverBefore = wasTakenOverBeforeReload();
  performance.mark(SERVED_MARK);
  reloadPicturesMissedBeforeWorker();
  refetchWhenChangedElsewhere();
  if (window.location.pathname === `${BASE_PATH}${WALLET_CHECKOUT_PATH}`) return (await import('./wallet-page')).renderWalletPage(root);
  await shopPrepared;
  forgetPageDrawnOnAnotherDay(root);
  await renderShop();
  performance.mark(SHOP_STARTED_MARK);
  // Another build's worker is an older preview that the update replaced; a worker at another address is a neighbour's.
  if (tookBackFrom === 'other-script' || takenOverBefore) tellForeignWorkerReplaced();
  const { mountMockToolbar } = await import('@tours/mock-toolbar/mount');
  mountMockToolbar();
  keepLoadedAssets();
  showWorkerNotices().catch((error: unknown) => console.warn('The preview could not ask its service worker for notices:', error));
}

startPreview().catch((error: unknown) => {
  console.error(error);
  if (error instanceof ForeignWorkerError) return showForeignWorkerRefusal(error.reason);
  document.body.textContent = `The preview could not start: ${error instanceof Error ? error.message : String(error)}`;
});

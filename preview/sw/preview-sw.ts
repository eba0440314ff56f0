/// <reference lib="webworker" />

import { pictureSvg } from '../../mock-server/src/media/index.js';
import { isGeneratedPicture, mediaPath, PICTURE_HEADERS } from '../../mock-server/src/msw/media-path.js';

/*
 * The preview's service worker: MSW's own worker (mockServiceWorker.js, imported unchanged) plus what a static
 * host cannot do for the preview. Bundled by preview/vite.config.ts (esbuild, one classic script).
 */
const worker = self as unknown as ServiceWorkerGlobalScope;

// 1. Navigations inside the preview get its index.html: a plain static server has no fallback, so a reload of
//    <base>/productInfo/1 or the wallet's <base>/mock-paypal/checkout would be its 404.
function answerNavigation(event: FetchEvent): boolean {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return false;
  const scope = worker.registration.scope;
  if (!request.url.startsWith(scope)) return false;
  const rest = request.url.slice(scope.length).split(/[?#]/)[0] ?? '';
  // A real file (a picture opened in a tab, the docs) is the host's to serve.
  if (/\.[a-z0-9]+$/i.test(rest)) return false;
  event.respondWith(
    fetch(new URL('index.html', scope))
      .then((page) => (page.ok ? page : fetch(request)))
      .catch(() => fetch(request)),
  );
  return true;
}

// 2. The generated pictures are drawn here, from their address alone, as the MSW handler would draw them: MSW
//    answers in the page, and a page busy rendering its first screen made every picture wait for it (about 3 s
//    at 4x CPU throttling, measured by `npm run bench:preview`).
function answerPicture(event: FetchEvent): boolean {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== worker.location.origin || !isGeneratedPicture(request.url)) return false;
  event.respondWith(new Response(pictureSvg(mediaPath(request.url)), { headers: PICTURE_HEADERS }));
  return true;
}

// Registered before MSW's listener; what is answered here never reaches it.
worker.addEventListener('fetch', (event) => {
  if (answerNavigation(event) || answerPicture(event)) event.stopImmediatePropagation();
});

// 3. MSW's worker unregisters itself when its last tab closes, and a reload closes the only tab first; the reload
//    would then reach the static host without the fallback above. The page starts MSW again on every load, so the
//    worker stays registered. MSW still learns that the tab closed: with no tab left it lets every request of the
//    next page go straight to the network until that page starts MSW (swallowing the message instead sent each
//    of them through MSW's round trip to a page that could not answer yet).
worker.registration.unregister = async () => false;

worker.importScripts('./mockServiceWorker.js');

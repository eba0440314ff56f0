/*
 * The preview's service worker: MSW's own worker (mockServiceWorker.js, imported unchanged) plus the two
 * things a static host cannot do for a single-page app.
 */

// 1. Navigations inside the preview get its index.html: a plain static server has no fallback, so a reload
//    of <base>/productInfo/1 or the wallet's <base>/mock-paypal/checkout would be its 404. Registered before
//    MSW's listener, which leaves navigations alone.
addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const scope = self.registration.scope;
  if (!request.url.startsWith(scope)) return;
  const rest = request.url.slice(scope.length).split(/[?#]/)[0];
  // A real file (a picture opened in a tab, the docs) is the host's to serve.
  if (/\.[a-z0-9]+$/i.test(rest)) return;
  event.respondWith(
    fetch(new URL('index.html', scope))
      .then((page) => (page.ok ? page : fetch(request)))
      .catch(() => fetch(request)),
  );
});

// 2. MSW's worker unregisters itself when its last tab closes, and a reload closes the only tab first; the
//    reload would then reach the static host without the fallback above. The page starts MSW again on every
//    load, so the worker stays registered and MSW is told nothing of closing tabs.
addEventListener('message', (event) => {
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');

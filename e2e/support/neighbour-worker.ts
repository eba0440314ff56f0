/**
 * A neighbour's service worker, served at the origin's root (preview-host.ts), so its folder lets it register any scope
 * of the origin, the preview's and the scopes inside it too. It passes the preview's page and files through and answers
 * every call of the world that reaches it with a refusal, keeping a note of it in Cache Storage for the journey to read.
 */
export const NEIGHBOUR_WORKER_PATH = '/neighbour-sw.js';

/** The cache where the neighbour's worker notes each call of the world it answered. */
export const NEIGHBOUR_HEARD_CACHE = 'neighbour-heard';

/** The script, for a preview published under `previewBase` (its navigations get the preview's index.html). */
export const neighbourWorkerScript = (previewBase: string) => `
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (/\\/(rest\\/api|__mock)\\//.test(url.pathname)) {
    const noted = caches.open(${JSON.stringify(NEIGHBOUR_HEARD_CACHE)}).then((cache) => cache.put(url.href, new Response('heard')));
    event.respondWith(noted.then(() => Response.json({ code: 500, message: 'answered by the neighbour' })));
  } else if (event.request.mode === 'navigate' && url.pathname.startsWith(${JSON.stringify(previewBase)})) {
    event.respondWith(fetch(new URL(${JSON.stringify(`${previewBase}index.html`)}, url)));
  }
});
`;

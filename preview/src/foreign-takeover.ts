/** Set just before the reload, so the page after it tells the person why it reloaded. */
const TAKEN_OVER_KEY = 'tours-preview:taken-over';

/**
 * A neighbour can take a page that is already open: it unregisters the preview's registration, and its own worker over
 * a wider scope, now the page's closest match, claims it. From then on the page's calls would go to that worker, so the
 * page reloads at once, and its start takes the scope back or stops (served-by-own-worker.ts). A worker at the build's
 * own address is the host's (a newer preview published meanwhile) and is left to serve.
 */
export function reloadWhenAnotherScriptTakesOver(ownScriptURL: string): void {
  const container = navigator.serviceWorker;
  container.addEventListener('controllerchange', () => {
    if (container.controller?.scriptURL === ownScriptURL) return;
    try {
      window.sessionStorage.setItem(TAKEN_OVER_KEY, 'yes');
    } catch {
      // Storage may be refused (a private window); the reload is what keeps the world's calls from the other worker.
    }
    window.location.reload();
  });
}

/** Whether this page was loaded again because another script's worker took the page before it; asked once. */
export function wasTakenOverBeforeReload(): boolean {
  try {
    const taken = window.sessionStorage.getItem(TAKEN_OVER_KEY) !== null;
    window.sessionStorage.removeItem(TAKEN_OVER_KEY);
    return taken;
  } catch {
    return false;
  }
}

/** This tab's note of when it last loaded a page again for a build that had replaced its own. */
const RELOADED_AT = 'shop-reloaded-for-a-new-build';
/** A chunk missing again this soon after such a reload is not a new build: the network is down, or the build broken. */
const AGAIN_AFTER_MS = 10_000;

function readReloadedAt(storage: Storage): number {
  try {
    return Number(storage.getItem(RELOADED_AT) ?? 0);
  } catch {
    return 0;
  }
}

function noteReload(storage: Storage, at: number): boolean {
  try {
    storage.setItem(RELOADED_AT, String(at));
    return true;
  } catch {
    // Without a note the next failure could not tell a loop from a new build: no reload, the error page instead.
    return false;
  }
}

export interface NewBuildOptions {
  /** Where the person was going when the chunk was asked for (a navigation under way), if anywhere. */
  destination: () => string | undefined;
  target?: Pick<Window, 'addEventListener'>;
  storage?: Storage;
  /** Whether the browser believes it is online: an offline one would only show its own error page. */
  online?: () => boolean;
  /** Loads a page afresh: the destination, or this page again. */
  load?: (href: string | undefined) => void;
}

const loadAfresh = (href: string | undefined) => (href === undefined ? window.location.reload() : window.location.assign(href));

/**
 * A tab opened before a deployment asks for the chunks of the build it started with, and the server now has only the
 * new build's (404). Vite tells the page with `vite:preloadError` (its "Load Error Handling"): the page the person was
 * going to (or this one) is loaded afresh, from the new build, instead of the route's "Something went wrong". Once in
 * a while only: a chunk missing again within seconds goes on as an error, so a broken build or a lost network never
 * reloads the tab in a loop; and never in a browser that knows it is offline, which would show its own error page
 * instead of the shop's.
 */
export function reloadForANewBuild({
  destination,
  target = window,
  storage = window.sessionStorage,
  online = () => navigator.onLine,
  load = loadAfresh,
}: NewBuildOptions): void {
  target.addEventListener('vite:preloadError', () => {
    if (!online()) return;
    const now = Date.now();
    if (now - readReloadedAt(storage) < AGAIN_AFTER_MS) return;
    if (noteReload(storage, now)) load(destination());
  });
}

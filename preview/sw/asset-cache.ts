/// <reference lib="webworker" />

const CACHE_PREFIX = 'tours-preview-assets:';

/** Chromium's static routing (ServiceWorker Static Routing API): rules the browser applies without running the worker. */
interface RouterRule {
  condition: { urlPattern: string };
  source: { cacheName: string };
}
type RoutingInstallEvent = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

/**
 * The build's own files (everything under <base>/assets/: scripts, styles, the world) kept in a cache of the service
 * worker. Vite names each of them by its content, so a kept file never goes stale and a new build names its files anew:
 * no expiry, no revalidation, and a new build's worker deletes the cache of the one before. A repeat visit then asks the
 * static host for nothing, whatever caching headers it sends (a host that says max-age=0 makes the browser ask again
 * for each of some seventy modules). Where the browser supports static routing (Chromium), it reads the files from this
 * cache without running the worker, and goes to the network for a file the cache lacks; elsewhere the files come from
 * the network and the browser's own cache, as without the worker, since answering each of them in the worker's script
 * cost more time than it saved.
 */
export class AssetCache {
  private readonly name: string;
  private readonly assets: string;

  constructor(scope: string, build: string) {
    this.assets = `${scope}assets/`;
    this.name = `${CACHE_PREFIX}${scope}:${build}`;
  }

  /** At install: the build's files are read from the cache first, by the browser itself. */
  async routeFromCache(event: ExtendableEvent): Promise<void> {
    const { addRoutes } = event as RoutingInstallEvent;
    if (!addRoutes) return;
    await addRoutes.call(event, [{ condition: { urlPattern: `${new URL(this.assets).pathname}*` }, source: { cacheName: this.name } }]);
  }

  /** Keeps the build's files the page loaded (a first visit's entry, styles and first route came before the worker). */
  async keep(urls: readonly string[]): Promise<void> {
    const cache = await caches.open(this.name);
    const missing: string[] = [];
    for (const url of urls) if (url.startsWith(this.assets) && !(await cache.match(url))) missing.push(url);
    await cache.addAll(missing);
  }

  /** Deletes the caches earlier builds of this preview left (previews on other paths of the origin keep theirs). */
  async dropOlderBuilds(): Promise<void> {
    const ownPrefix = this.name.slice(0, this.name.lastIndexOf(':') + 1);
    for (const name of await caches.keys()) if (name.startsWith(ownPrefix) && name !== this.name) await caches.delete(name);
  }
}

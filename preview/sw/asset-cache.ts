/// <reference lib="webworker" />

import { type AssetHashes, expectedHash, isBuildFile } from './asset-check.js';

const CACHE_PREFIX = 'tours-preview-assets:';

/**
 * The build's own files (everything under <base>/assets/: scripts, styles, fonts) kept in a cache of the service
 * worker. Vite names each of them by its content, so a kept file never goes stale and a new build names its files anew:
 * no expiry, no revalidation, and a new build's worker deletes the cache of the one before. A repeat visit then asks the
 * static host for nothing, whatever caching headers it sends (a host that says max-age=0 makes the browser ask again
 * for each of some seventy modules).
 *
 * Cache Storage belongs to the whole origin, so any page of it (another project on the same GitHub Pages account) can
 * replace a kept file. The worker therefore keeps only what it fetched itself, and serves a kept file through its fetch
 * handler only when the body's SHA-256 is the one the build's manifest gives (asset-check.ts); a body that is not is
 * deleted and fetched again from the host, the trusted source. Chromium's static routing (`addRoutes`) is not used: the
 * browser reads such a route's cache without running the worker, so nothing could check what it serves.
 */
export class AssetCache {
  private readonly name: string;

  constructor(
    private readonly scope: string,
    build: string,
    private readonly hashes: AssetHashes,
  ) {
    this.name = `${CACHE_PREFIX}${scope}:${build}`;
  }

  /** The digest of a build file this worker answers, or undefined: every other request is not the cache's. */
  expected(request: Request): string | undefined {
    return request.method === 'GET' ? expectedHash(this.hashes, this.scope, request.url) : undefined;
  }

  /** A build file: the kept copy when its body is the build's, else the host's (kept when it is the build's). */
  async answer(request: Request, expected: string): Promise<Response> {
    const cache = await caches.open(this.name);
    const kept = await cache.match(request.url);
    if (kept) {
      // Read once, checked, then answered from the same bytes: the body served is the body checked.
      const body = await kept.arrayBuffer();
      if (await isBuildFile(body, expected)) return new Response(body, kept);
      console.warn(`The preview's cached ${request.url} is not the build's file; it is deleted and fetched again`);
      await cache.delete(request.url);
    }
    return this.fetchAndKeep(cache, request.url, expected);
  }

  /** Keeps the build's files the page loaded before this worker served it (a first visit's entry, styles and first route). */
  async keep(urls: readonly string[]): Promise<void> {
    const cache = await caches.open(this.name);
    for (const url of urls) {
      const expected = expectedHash(this.hashes, this.scope, url);
      if (expected && !(await cache.match(url))) await this.fetchAndKeep(cache, url, expected);
    }
  }

  /** The host's answer, as it is; a copy goes into the cache only when its body is the build's file. */
  private async fetchAndKeep(cache: Cache, url: string, expected: string): Promise<Response> {
    const response = await fetch(url);
    if (!response.ok) return response;
    const body = await response.arrayBuffer();
    if (await isBuildFile(body, expected)) await cache.put(url, new Response(body, response));
    return new Response(body, response);
  }

  /** Deletes the caches earlier builds of this preview left (previews on other paths of the origin keep theirs). */
  async dropOlderBuilds(): Promise<void> {
    const ownPrefix = this.name.slice(0, this.name.lastIndexOf(':') + 1);
    for (const name of await caches.keys()) if (name.startsWith(ownPrefix) && name !== this.name) await caches.delete(name);
  }
}

/**
 * The build's manifest of its own files: each path under the preview's base (`assets/index-<hash>.js`) and the hex
 * SHA-256 of its bytes. preview/vite.config.ts writes it into the service worker at build time; the worker serves a
 * kept file only when its body still has that digest, since any page of the origin can write the worker's cache.
 */
export type AssetHashes = Readonly<Record<string, string>>;

/** The hex SHA-256 of a body: the one form the build writes and the worker compares (Web Crypto, in Node and in the worker). */
export async function sha256Hex(body: BufferSource): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The digest the build gave a file at this address, or undefined for anything that is not one of the build's files
 * (another path, a query string, a name the manifest lacks or one Object.prototype holds): those go to the network.
 */
export function expectedHash(hashes: AssetHashes, scope: string, url: string): string | undefined {
  if (!url.startsWith(scope)) return undefined;
  const path = url.slice(scope.length);
  return Object.hasOwn(hashes, path) ? hashes[path] : undefined;
}

/** Whether a body is the build's own file: the bytes, not the content-named address, are what is checked. */
export async function isBuildFile(body: ArrayBuffer, expected: string): Promise<boolean> {
  return (await sha256Hex(body)) === expected;
}

import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it came, still compressed when the answer says so. */
  body: Buffer;
  /** nginx's word on the cache (`X-Cache-Status`): HIT, MISS, BYPASS, STALE, UPDATING...; '' when it had none. */
  cache: string;
}

/**
 * A GET as node:http sends it: the path exactly as given (never normalised, `;` and case kept), only the headers
 * named (no Accept-Encoding unless given), the body not decompressed. A refused or cut connection throws.
 */
export function rawGet(base: string, path: string, headers: Record<string, string> = {}, timeoutMs = 15_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, method: 'GET', path, headers, timeout: timeoutMs }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        if (!incoming.complete) return reject(new Error(`${path}: the answer was cut`));
        const cache = incoming.headers['x-cache-status'];
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks),
          cache: typeof cache === 'string' ? cache : '',
        });
      });
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${path}: no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The `<html lang>` of a page sent without compression. */
export const pageLanguage = (answer: RawAnswer): string | undefined => /<html lang="([^"]+)"/.exec(answer.body.toString('utf8'))?.[1];

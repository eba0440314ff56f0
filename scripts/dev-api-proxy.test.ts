import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devProxy, MOCK_SERVER } from '@tours/web/dev-proxy';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const webRoot = fileURLToPath(new URL('../web/', import.meta.url));

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Plays the real backend: records what reaches it and answers an envelope. */
function startBackend(received: Received[]): Promise<Server> {
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks) });
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ code: 200, data: [{ id: 7, name: 'From the real backend' }] }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function portOf(server: Server | null | undefined): number {
  const address = server?.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening on a TCP port');
  return (address as AddressInfo).port;
}

describe('devProxy (web/dev-proxy.ts)', () => {
  const prefixes = ['/rest/api', '/__mock', '/media', '/mock-paypal', '/docs'];

  it('sends every prefix to the mock server without an API URL', () => {
    const table = devProxy();
    expect(Object.keys(table).sort()).toEqual([...prefixes].sort());
    for (const prefix of prefixes) expect(table[prefix], prefix).toEqual({ target: MOCK_SERVER, changeOrigin: true });
    expect(devProxy('')).toEqual(table);
  });

  it('sends /rest/api to the API URL and leaves the rest on the mock server', () => {
    const table = devProxy('https://staging.example.test/base');
    expect(table['/rest/api']).toEqual({ target: 'https://staging.example.test/base', changeOrigin: true });
    for (const prefix of prefixes.filter((one) => one !== '/rest/api'))
      expect(table[prefix], prefix).toEqual({ target: MOCK_SERVER, changeOrigin: true });
  });
});

describe('Vite dev server with TOURS_API_URL (npm run dev -- --api <url>)', () => {
  const received: Received[] = [];
  let backend: Server;
  let vite: ViteDevServer;
  let viteUrl: string;
  const previous = process.env.TOURS_API_URL;
  const previousMock = process.env.TOURS_MOCK_URL;

  beforeAll(async () => {
    backend = await startBackend(received);
    // web/vite.config.ts reads it when it loads, as it does when scripts/dev.mjs starts Vite.
    process.env.TOURS_API_URL = `http://127.0.0.1:${portOf(backend)}/base`;
    // The same stand-in plays the mock server, to see what Vite sends to /__mock.
    process.env.TOURS_MOCK_URL = `http://127.0.0.1:${portOf(backend)}`;
    vite = await createViteServer({
      configFile: join(webRoot, 'vite.config.ts'),
      root: webRoot,
      logLevel: 'silent',
      clearScreen: false,
      // Only the proxy is under test: no dependency scan or pre-bundling, nothing written to web/node_modules/.vite.
      cacheDir: join(tmpdir(), 'tours-dev-api-proxy-vite'),
      optimizeDeps: { noDiscovery: true, include: [] },
      server: { host: '127.0.0.1', port: 0, strictPort: false, watch: null, hmr: false },
    });
    await vite.listen();
    viteUrl = `http://127.0.0.1:${portOf(vite.httpServer as Server | null)}`;
  }, 60_000);

  afterAll(async () => {
    await vite?.close();
    await new Promise((resolve) => backend?.close(resolve));
    if (previous === undefined) delete process.env.TOURS_API_URL;
    else process.env.TOURS_API_URL = previous;
    if (previousMock === undefined) delete process.env.TOURS_MOCK_URL;
    else process.env.TOURS_MOCK_URL = previousMock;
  });

  it('forwards a call as it came (method, base path, body, Authorization, Accept-Language) and returns the answer', async () => {
    const body = 'keyword=tea%20%E8%8C%B6&cityIds=1%2C2';
    const response = await fetch(`${viteUrl}/rest/api/category/list`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: 'token-from-the-real-backend',
        'Accept-Language': 'zh-CN',
      },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 200, data: [{ id: 7, name: 'From the real backend' }] });
    expect(received).toHaveLength(1);
    const [seen] = received;
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/base/rest/api/category/list');
    expect(seen?.body.equals(Buffer.from(body))).toBe(true);
    expect(seen?.headers.authorization).toBe('token-from-the-real-backend');
    expect(seen?.headers['accept-language']).toBe('zh-CN');
    expect(seen?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    // changeOrigin: the backend sees its own host, as a virtual host or CDN in front of it needs.
    expect(seen?.headers.host).toBe(`127.0.0.1:${portOf(backend)}`);
  });

  // The mock's control plane refuses a request that came through a proxy (mock-server/src/runtime/proxied-control.ts);
  // the mock toolbar of `npm run dev` reaches it through Vite, which must therefore add none of what it looks for.
  it('sends /__mock to the mock server without X-Forwarded-*, Forwarded or Via', async () => {
    const before = received.length;
    const response = await fetch(`${viteUrl}/__mock/clock`, { headers: { 'x-mock-world': 'default' } });
    expect(response.status).toBe(200);
    const seen = received.slice(before);
    expect(seen.map(({ url }) => url)).toEqual(['/__mock/clock']);
    const headerNames = Object.keys(seen[0]?.headers ?? {});
    expect(headerNames.filter((name) => name.startsWith('x-forwarded-') || name === 'forwarded' || name === 'via')).toEqual([]);
    expect(seen[0]?.headers['x-mock-world']).toBe('default');
  });
});

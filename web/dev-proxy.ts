import type { ProxyOptions } from 'vite';

/** Where `npm run dev` starts the mock server unless told `--mock-port`. */
export const MOCK_SERVER = 'http://127.0.0.1:8080';
const mockPrefixes = ['/rest/api', '/__mock', '/media', '/mock-paypal', '/docs'] as const;

/**
 * The proxy table of `vite` and `vite preview`: everything the mock server answers goes to it (at `mockUrl`,
 * `npm run dev -- --mock-port <n>`), so the app runs on one origin. With `apiUrl` (`npm run dev -- --api <url>`, passed as
 * TOURS_API_URL) the shop's API calls go to that backend, a base path kept (`/rest/api/x` -> `<url>/rest/api/x`),
 * as they came: method, body and headers (Authorization, Accept-Language) untouched. changeOrigin, because a
 * real backend behind a virtual host or a CDN routes by Host. The other prefixes stay on the mock server.
 */
export function devProxy(apiUrl?: string, mockUrl: string = MOCK_SERVER): Record<string, ProxyOptions> {
  return Object.fromEntries(
    mockPrefixes.map((prefix) => [prefix, { target: prefix === '/rest/api' && apiUrl ? apiUrl : mockUrl, changeOrigin: true }]),
  );
}

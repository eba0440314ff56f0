import type { CallName } from '@tours/contract';
import { DEMO_ACCOUNTS } from '@tours/mock-server/world';
import { apiTarget, type Target } from './load.js';
import { bundleNode, freePort, type Running, SERVER_BUNDLE, STOREFRONT_BUNDLE, start, stop } from './processes.js';

interface Envelope {
  code: number;
  data?: unknown;
}

export async function post(
  base: string,
  name: CallName,
  payload: Record<string, unknown>,
  token?: string,
  world?: string,
): Promise<Envelope> {
  const { url, headers, ...init } = apiTarget(base, name, payload, token);
  const response = await fetch(url, { ...init, headers: world ? { ...headers, 'X-Mock-World': world } : headers });
  return (await response.json()) as Envelope;
}

/** The mock server's bundle (built by buildBundles) in its own process; "up" means a search answered with code 200. */
export async function startMock(
  name: string,
  args: string[] = [],
  nodeArgs: string[] = [],
  env: Record<string, string> = {},
): Promise<Running> {
  const port = await freePort();
  const { command, args: full } = bundleNode(SERVER_BUNDLE, ['--port', String(port), ...args], nodeArgs);
  const up = async (base: string) => (await post(base, 'product.search', { pageNo: 1 })).code === 200;
  return start(name, command, full, port, up, 60_000, env);
}

/** A shop to measure in the browser: its address, and how to stop it with what it stands in front of. */
export interface RunningShop {
  base: string;
  stop: () => Promise<void>;
}

/**
 * The built shop as a static host serves it, in front of the mock: the storefront's server with --shell-only (every
 * page address gets the app's shell, drawn in the browser), forwarding /rest/api and /media to the mock.
 */
export function startShellShop(name: string, webDist: string): Promise<RunningShop> {
  return startShop(name, ['--web-dist', webDist, '--shell-only']);
}

/**
 * The shop as `npm start` runs it: the storefront's server drawing each public page with its data, in front of the
 * mock, drawing every visit afresh (`--page-cache 0`, as scripts/start.mjs sets it).
 */
export function startDrawingShop(name: string, webDist: string): Promise<RunningShop> {
  return startShop(name, ['--web-dist', webDist, '--page-cache', '0']);
}

async function startShop(name: string, storefrontArgs: string[]): Promise<RunningShop> {
  const mock = await startMock(`${name}: mock`);
  try {
    const port = await freePort();
    const { command, args } = bundleNode(STOREFRONT_BUNDLE, [
      ...['--api', mock.base, '--port', String(port), '--media-path', '/media'],
      ...storefrontArgs,
    ]);
    const storefront = await start(`${name}: storefront`, command, args, port, async (base) => (await fetch(`${base}/readyz`)).ok);
    return {
      base: storefront.base,
      stop: async () => {
        await stop(storefront);
        await stop(mock);
      },
    };
  } catch (error) {
    await stop(mock);
    throw error;
  }
}

export async function demoToken(base: string, world?: string): Promise<string> {
  const body = await post(
    base,
    'verify.login',
    { username: DEMO_ACCOUNTS.demo.email, password: DEMO_ACCOUNTS.demo.password },
    undefined,
    world,
  );
  const token = (body.data as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return token;
}

/** Filters a shopper combines on the tour list: categories, languages, a price band and a sort. */
export const SEARCH_FIELDS = {
  pageNo: 1,
  pageSize: 10,
  categoryIds: [1, 2, 3, 4],
  languageIds: [1, 2],
  priceMin: 20,
  priceMax: 400,
  orderBy: 'salesCount+DESC',
};
/** The plain first catalogue page: what the peers can serve too. */
export const CATALOGUE_PAGE = { pageNo: 1, pageSize: 10 };

function nextMonth(): { startDate: string; endDate: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0));
  return { startDate: first.toISOString().slice(0, 10), endDate: last.toISOString().slice(0, 10) };
}

export type EndpointName = 'search' | 'detail' | 'appointment' | 'orderPage';

/** The four calls of the throughput table, with the label the report prints. */
export function endpoints(base: string, token: string): Record<EndpointName, { label: string; target: Target }> {
  const target = (name: CallName, payload: Record<string, unknown>, auth?: string): Target => apiTarget(base, name, payload, auth);
  return {
    search: { label: 'product/search (4 filters + sort)', target: target('product.search', SEARCH_FIELDS) },
    detail: { label: 'product/detail', target: target('product.detail', { id: '1' }) },
    appointment: { label: 'product/appointment (a month)', target: target('product.appointment', { id: '1', ...nextMonth() }) },
    orderPage: { label: 'trade/order/page (token)', target: target('trade.order.page', { pageNo: '1' }, token) },
  };
}

import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleNode, freePort, HOST, type Running, STOREFRONT_BUNDLE, start, stop } from '../bench/processes.js';
import { nginxConfig } from './nginx-config.js';

/** Debian's nginx (`apt-get install nginx`), or the one `NGINX` names. */
export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

export interface RunningNginx extends Running {
  /** The folder holding its configuration, cache, logs and temporary bodies; removed when it stops. */
  prefix: string;
}

/**
 * nginx in the foreground as this user's process, everything under a temporary prefix: nothing in /etc or /var is
 * read or written. `config` gets the prefix's cache folder and returns the configuration to run (nginxConfig).
 */
export async function startNginx(config: (cachePath: string) => string, port: number): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (or set NGINX to an nginx binary)`);
  const prefix = mkdtempSync(join(tmpdir(), 'shop-nginx-'));
  // Run by root, nginx's workers take an unprivileged user, which must reach the folders the master creates here.
  chmodSync(prefix, 0o755);
  for (const folder of ['logs', 'temp']) mkdirSync(join(prefix, folder));
  const file = join(prefix, 'nginx.conf');
  writeFileSync(file, config(join(prefix, 'cache')));
  const running = await start(
    'nginx',
    NGINX,
    ['-p', prefix, '-c', file, '-e', 'stderr', '-g', 'daemon off;'],
    port,
    async (base) => (await fetch(`${base}/healthz`)).ok,
  );
  return { ...running, prefix };
}

export async function stopNginx(nginx: RunningNginx): Promise<void> {
  await stop(nginx);
  rmSync(nginx.prefix, { recursive: true, force: true });
}

/** One storefront process as `npm run serve` runs it, ready once its render threads are (`/readyz`). */
export async function startStorefrontProcess(api: string, args: readonly string[] = []): Promise<Running> {
  const port = await freePort();
  const run = bundleNode(STOREFRONT_BUNDLE, ['--api', api, '--port', String(port), '--media-path', '/media', ...args]);
  return start('storefront', run.command, run.args, port, async (base) => (await fetch(`${base}/readyz`)).ok);
}

export interface ShopBehindCache {
  /** Where visitors go: nginx. */
  base: string;
  nginx: RunningNginx;
  storefronts: Running[];
  stop(): Promise<void>;
}

export interface ShopOptions {
  /** The backend's base URL (the mock's). */
  api: string;
  /** How many storefront processes stand behind nginx. */
  storefronts: number;
  /** More flags for each storefront (`--page-cache 0`, `--metrics-port`...). */
  storefrontArgs?: (index: number) => string[];
  /** The configuration nginx runs; the operator's template by default. */
  config?: (places: { listen: string; storefronts: string[]; cachePath: string }) => string;
}

/**
 * nginx from the template in front of `storefronts` processes in front of `api`, all on loopback ports. Each storefront
 * names its pages under nginx's address (`--site-url`), as behind a real balancer.
 */
export async function startShopBehindCache(options: ShopOptions): Promise<ShopBehindCache> {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const starting = Array.from({ length: options.storefronts }, (_, index) =>
    startStorefrontProcess(options.api, ['--site-url', base, ...(options.storefrontArgs?.(index) ?? [])]),
  );
  const started = await Promise.allSettled(starting);
  const storefronts = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  try {
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const places = (cachePath: string) => ({
      listen: `${HOST}:${port}`,
      storefronts: storefronts.map((storefront) => new URL(storefront.base).host),
      cachePath,
    });
    const config = options.config ?? nginxConfig;
    const nginx = await startNginx((cachePath) => config(places(cachePath)), port);
    return {
      base,
      nginx,
      storefronts,
      stop: async () => {
        await stopNginx(nginx);
        await Promise.all(storefronts.map(stop));
      },
    };
  } catch (error) {
    await Promise.all(storefronts.map(stop));
    throw error;
  }
}

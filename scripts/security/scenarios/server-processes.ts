import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bundleNode, type Running, STOREFRONT_BUNDLE, start, stop } from '../../bench/processes.js';
import { ROOT } from '../../bench/web-size.js';
import type { PortRange } from '../port-range.js';
import { emptyTally } from '../probe-http.js';
import type { ScenarioResult } from './scenario.js';

/**
 * The storefront as a process of its own, as production runs it (its bundle, its render and sitemap threads), and the
 * mock too where a category measures an event loop: a server in the probe's process would share its loop with the flood.
 */

/** Why the storefront's process cannot start here, or null: its bundle and the shop it serves come from `npm run build`. */
export function storefrontBuildMissing(): string | null {
  for (const file of [STOREFRONT_BUNDLE, join(ROOT, 'web', 'dist', 'index.html')]) {
    if (!existsSync(file)) return `${file.slice(ROOT.length)} is missing: run npm run build first`;
  }
  return null;
}

/** The mock from its TypeScript (tsx's loader; `npm run build` does not bundle it), quiet, on 127.0.0.1:`port`. */
function startMockProcess(port: number, args: string[]): Promise<Running> {
  const main = join(ROOT, 'mock-server', 'src', 'main.ts');
  const command = ['--import', 'tsx', main, '--port', String(port), '--request-log', 'none', ...args];
  return start('mock', process.execPath, command, port, async (base) => (await fetch(`${base}/__mock/worlds`)).ok, 120_000);
}

/** The storefront's production bundle in front of `api` as `npm start` runs it (`--media-path /media`), on 127.0.0.1:`port`. */
export function startStorefrontProcess(port: number, api: string): Promise<Running> {
  const run = bundleNode(STOREFRONT_BUNDLE, ['--api', api, '--port', String(port), '--media-path', '/media']);
  return start('storefront', run.command, run.args, port, async (base) => (await fetch(`${base}/healthz`)).ok);
}

/** Whether a process the probe started has ended on its own: a crash under load is a promise broken. */
export const exited = (running: Running): string | null =>
  running.child.exitCode !== null || running.child.signalCode !== null
    ? `the ${running.name} process ended (${running.child.exitCode ?? running.child.signalCode}) while probed`
    : null;

/**
 * Runs a category with a mock process and a storefront process in front of it, both stopped afterwards; a process that
 * ended on its own meanwhile is a promise broken. Skipped, saying why, where `npm run build` has not been run.
 */
export async function withMockAndStorefront(
  ports: PortRange,
  mockArgs: string[],
  body: (storefront: Running, mock: Running) => Promise<ScenarioResult>,
): Promise<ScenarioResult> {
  const skipped = storefrontBuildMissing();
  if (skipped) return { tally: emptyTally(), broken: [], skipped };
  const mock = await ports.listen((port) => startMockProcess(port, mockArgs));
  try {
    const storefront = await ports.listen((port) => startStorefrontProcess(port, mock.base));
    try {
      const result = await body(storefront, mock);
      for (const fault of [exited(mock), exited(storefront)]) if (fault) result.broken.push(fault);
      return result;
    } finally {
      await stop(storefront);
    }
  } finally {
    await stop(mock);
  }
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bundleNode, type Running, STOREFRONT_BUNDLE, start } from '../../bench/processes.js';
import { ROOT } from '../../bench/web-size.js';

/** The storefront as a process of its own, as production runs it: its bundle, its render and sitemap threads. */

/** Why the storefront's process cannot start here, or null: its bundle and the shop it serves come from `npm run build`. */
export function storefrontBuildMissing(): string | null {
  for (const file of [STOREFRONT_BUNDLE, join(ROOT, 'web', 'dist', 'index.html')]) {
    if (!existsSync(file)) return `${file.slice(ROOT.length)} is missing: run npm run build first`;
  }
  return null;
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

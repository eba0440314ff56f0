import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, mergeConfig } from 'vite';
import { mockToolbarInDevServer } from './dev-server-plugin.ts';

/** A package import Vite's config loader leaves to Node, which cannot run the shop's TypeScript: tsx loads it. */
const { default: shopDevServer }: typeof import('@tours/web/vite-config') = await tsImport('@tours/web/vite-config', import.meta.url);

/**
 * `npm run dev`'s Vite (scripts/dev.mjs): the shop's own config (web/vite.config.ts: its plugins and proxy), rooted in
 * web/ as when Vite runs there, with the toolbar added to the page. The shop's build never reads this file.
 */
export default defineConfig((env) =>
  mergeConfig(shopDevServer(env), { root: join(import.meta.dirname, '../web'), plugins: [mockToolbarInDevServer()] }),
);

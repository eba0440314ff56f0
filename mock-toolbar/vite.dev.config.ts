import { join } from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import shopDevServer from '../web/vite.config.ts';
import { mockToolbarInDevServer } from './dev-server-plugin.ts';

/**
 * `npm run dev`'s Vite (scripts/dev.mjs): the shop's own config (web/vite.config.ts: its plugins and proxy), rooted in
 * web/ as when Vite runs there, with the toolbar added to the page. The shop's build never reads this file.
 */
export default defineConfig((env) =>
  mergeConfig(shopDevServer(env), { root: join(import.meta.dirname, '../web'), plugins: [mockToolbarInDevServer()] }),
);

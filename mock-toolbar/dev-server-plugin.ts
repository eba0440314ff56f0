import { join } from 'node:path';
import { normalizePath, type Plugin } from 'vite';

/** The entry's absolute path without its leading slash, as Vite's `/@fs/` prefix takes it (`C:/...` on Windows). */
const ENTRY = normalizePath(join(import.meta.dirname, 'src', 'dev-server-entry.ts')).replace(/^\//, '');

/**
 * Adds the toolbar's script to the page the dev server sends, after the shop's entry: the shop's code never imports
 * the toolbar. The file lies outside the dev server's root (web/), so it is asked for under Vite's `/@fs/` prefix.
 * `apply: 'serve'` keeps it out of every `vite build`, whichever config names it.
 */
export function mockToolbarInDevServer(): Plugin {
  let base = '/';
  return {
    name: 'tours-mock-toolbar',
    apply: 'serve',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'module', src: `${base}@fs/${ENTRY}` }, injectTo: 'body' }],
  };
}

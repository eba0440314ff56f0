import { copyFileSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { checkShopEnv, shopConfig } from '../web/vite.config';
import { SERVICE_WORKER_FILE } from './src/preview-protocol';

const web = resolve(import.meta.dirname, '../web');

/**
 * sw/preview-sw.ts as one classic script (a module service worker is not in every browser the shop supports), with
 * the build's own name, so a world this build saved is trusted and one an older build saved is checked.
 */
const previewServiceWorker = (build: string) => {
  const [bundle] = buildSync({
    entryPoints: [resolve(import.meta.dirname, 'sw/preview-sw.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    define: { PREVIEW_BUILD: JSON.stringify(build) },
    write: false,
  }).outputFiles;
  if (!bundle) throw new Error('esbuild wrote no preview-sw.js');
  return bundle.text;
};

/**
 * The service worker (sw/preview-sw.ts: the world, the mock's answers, index.html for navigations), beside
 * index.html in the build, and built afresh for each request of the dev server.
 */
function serviceWorkerFile(): Plugin {
  return {
    name: 'tours-preview-service-worker',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0]?.split('/').pop() !== SERVICE_WORKER_FILE) return next();
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.end(previewServiceWorker(`dev ${new Date().toISOString()}`));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: previewServiceWorker(new Date().toISOString()) });
    },
  };
}

const SHOP_ENTRY = '<script type="module" src="/src/main.tsx"></script>';

/**
 * The shop's own page (web/index.html: head, icons, manifest, #root) with the preview's entry, which starts the
 * in-browser mock and then the shop, in place of the shop's.
 */
function shopPage(): Plugin {
  return {
    name: 'tours-preview-page',
    transformIndexHtml: {
      order: 'pre',
      handler() {
        const page = readFileSync(resolve(web, 'index.html'), 'utf8');
        if (!page.includes(SHOP_ENTRY)) throw new Error(`web/index.html no longer loads the shop with ${SHOP_ENTRY}`);
        return page.replace(SHOP_ENTRY, '<script type="module" src="/src/main.ts"></script>');
      },
    },
  };
}

/**
 * 404.html, a copy of index.html: hosts that answer unknown paths with it (GitHub Pages, Netlify, an S3 website's
 * error document) then open a shared deep link on a first visit too, before the service worker is installed.
 */
function notFoundPage(): Plugin {
  return {
    name: 'tours-preview-404',
    apply: 'build',
    writeBundle({ dir }) {
      if (dir) copyFileSync(resolve(dir, 'index.html'), resolve(dir, '404.html'));
    },
  };
}

/**
 * `npm run build:preview [-- --base /sub-path/]`: the shop's own build (web/vite.config.ts) from this folder's
 * index.html, whose entry starts the in-browser mock first. The shop's public files, env and PostCSS config
 * are web's. The production build (`npm run build`) never sees this file.
 */
export default defineConfig(({ mode }) => {
  checkShopEnv(mode);
  return mergeConfig(shopConfig, {
    // A production build in all but name: MODE 'preview' turns on the mock's tools (web/src/config/mock-tools.ts).
    mode: 'preview',
    root: import.meta.dirname,
    publicDir: resolve(web, 'public'),
    envDir: web,
    css: { postcss: web },
    plugins: [shopPage(), serviceWorkerFile(), notFoundPage()],
    server: { port: 5173 },
    build: { outDir: 'dist', emptyOutDir: true, manifest: false },
  });
});

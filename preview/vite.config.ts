import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { build, defineConfig, mergeConfig, type Plugin } from 'vite';
import { SERVICE_WORKER_FILE } from './src/preview-protocol.ts';
import { type AssetHashes, sha256Hex } from './sw/asset-check.ts';
import type { BuiltWorld } from './sw/built-world.ts';

/**
 * Vite bundles a config's relative imports but leaves package imports to Node, which cannot run the mock's or the
 * shop's TypeScript: tsx loads them.
 */
const { formatDate }: typeof import('@tours/mock-server/time') = await tsImport('@tours/mock-server/time', import.meta.url);
const { checkShopEnv, shopConfig }: typeof import('@tours/web/vite-config') = await tsImport('@tours/web/vite-config', import.meta.url);
const { pageTemplate }: typeof import('@tours/web/page-template-plugin') = await tsImport(
  '@tours/web/page-template-plugin',
  import.meta.url,
);

const web = resolve(import.meta.dirname, '../web');

/**
 * sw/preview-sw.ts as one classic script (a module service worker is not in every browser the shop supports), with
 * the build's own name (its cache of files is named after it, so a new build's worker drops an older one's) and the
 * digests of the build's files, which the worker checks every kept file against before it serves it. Built by Vite itself: its
 * bundler keeps only the parts of zod the contract uses, where esbuild kept all of zod's locales.
 */
async function previewServiceWorker(buildName: string, worldFile: string, hashes: AssetHashes): Promise<string> {
  const built = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: {
      PREVIEW_BUILD: JSON.stringify(buildName),
      PREVIEW_WORLD_FILE: JSON.stringify(worldFile),
      PREVIEW_ASSET_HASHES: JSON.stringify(hashes),
    },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: resolve(import.meta.dirname, 'sw/preview-sw.ts'), formats: ['iife'], name: 'previewServiceWorker' },
    },
  });
  const [bundle] = [built].flat();
  const chunk = bundle && 'output' in bundle ? bundle.output.find((output) => output.type === 'chunk') : undefined;
  if (!chunk) throw new Error('Vite wrote no preview-sw.js');
  return chunk.code;
}

/**
 * The default world (seed 1, 200 tours) seeded today, as the JSON the service worker moves to the visit's day
 * (sw/built-world.ts): the browser neither downloads nor runs the seed generator.
 */
async function builtWorldJson(): Promise<string> {
  const { createState }: typeof import('@tours/mock-server/world') = await tsImport('@tours/mock-server/world', import.meta.url);
  const now = new Date();
  const built: BuiltWorld = { seededFor: formatDate(now), state: createState({ now }) };
  return JSON.stringify(built);
}

const DEV_WORLD_FILE = 'preview-world.json';

/** A file written after the bundle, with the compressed copies web/vite.config.ts's plugin gives every bundled file. */
function writeWithCompressedCopies(file: string, source: string): void {
  writeFileSync(file, source);
  writeFileSync(`${file}.br`, brotliCompressSync(source));
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
}

/** Beside each file, what no page asks for: its source map and the host's compressed copies (web/vite.config.ts). */
const NOT_ASKED_FOR = /\.(map|br|gz)$/;

/** The SHA-256 of each file the build wrote under assets/ for pages to load, read back from the folder: what the host will send. */
async function builtAssetHashes(dir: string, fileNames: readonly string[]): Promise<AssetHashes> {
  const hashes: Record<string, string> = {};
  for (const fileName of fileNames.filter((name) => name.startsWith('assets/') && !NOT_ASKED_FOR.test(name)).sort()) {
    hashes[fileName] = await sha256Hex(readFileSync(resolve(dir, fileName)));
  }
  return hashes;
}

/**
 * The service worker (sw/preview-sw.ts: the world, the mock's answers, index.html for navigations, the checked cache
 * of the build's files) and the world it starts from, beside index.html in the build. The worker is written last,
 * once every other file is on disk, so its manifest holds the digests of the very bytes the host serves. The dev
 * server builds the worker for each request (with no build files to keep: Vite serves the sources) and seeds the
 * world once per day.
 */
function serviceWorkerFiles(buildName: string): Plugin {
  let devWorld: { day: string; json: Promise<string> } | null = null;
  let worldFile = '';
  const todaysDevWorld = () => {
    const day = formatDate(new Date());
    if (devWorld?.day !== day) devWorld = { day, json: builtWorldJson() };
    return devWorld.json;
  };
  return {
    name: 'tours-preview-service-worker',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.split('?')[0]?.split('/').pop();
        if (name === SERVICE_WORKER_FILE) {
          previewServiceWorker(buildName, DEV_WORLD_FILE, {}).then((code) => {
            response.setHeader('content-type', 'text/javascript; charset=utf-8');
            response.end(code);
          }, next);
        } else if (name === DEV_WORLD_FILE) {
          todaysDevWorld().then((json) => {
            response.setHeader('content-type', 'application/json; charset=utf-8');
            response.end(json);
          }, next);
        } else next();
      });
    },
    async generateBundle() {
      worldFile = this.getFileName(this.emitFile({ type: 'asset', name: 'world.json', source: await builtWorldJson() }));
    },
    async writeBundle({ dir }, bundle) {
      if (!dir) throw new Error(`the preview build has no output folder for ${SERVICE_WORKER_FILE}`);
      const hashes = await builtAssetHashes(dir, Object.keys(bundle));
      writeWithCompressedCopies(resolve(dir, SERVICE_WORKER_FILE), await previewServiceWorker(buildName, worldFile, hashes));
    },
  };
}

/**
 * The shop's own page (web/index.html: head, icons, manifest, #root), in place of this folder's, with the service
 * worker's registration first in the head: a first visit installs the worker while the shop's modules download and run,
 * rather than after them (the entry registers it too, for a host whose policy refuses inline script). The shop's page
 * plugin, after this one, fills it and adds the preview's entry.
 */
function shopPage(): Plugin {
  let base = '/';
  return {
    name: 'tours-preview-page',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'pre',
      handler() {
        const register = `navigator.serviceWorker&&navigator.serviceWorker.register(${JSON.stringify(base + SERVICE_WORKER_FILE)},{scope:${JSON.stringify(base)}}).catch(function(){});`;
        return {
          html: readFileSync(resolve(web, 'index.html'), 'utf8'),
          tags: [{ tag: 'script', children: register, injectTo: 'head-prepend' }],
        };
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
export default defineConfig(({ command, mode }) => {
  checkShopEnv(mode);
  // One name for a build, or for the dev server's life (the browser installs the worker again only when its code
  // changed). The page and its worker both carry it, so the page knows its own worker (src/own-worker.ts).
  const buildName = command === 'serve' ? `dev ${new Date().toISOString()}` : new Date().toISOString();
  return mergeConfig(shopConfig, {
    // A production build in all but name: MODE 'preview' turns on the mock's tools (web/src/config/mock-tools.ts).
    mode: 'preview',
    define: { PREVIEW_BUILD: JSON.stringify(buildName) },
    root: import.meta.dirname,
    publicDir: resolve(web, 'public'),
    envDir: web,
    css: { postcss: web },
    plugins: [shopPage(), pageTemplate({ entry: '/src/main.ts' }), serviceWorkerFiles(buildName), notFoundPage()],
    server: { port: 5173 },
    build: { outDir: 'dist', emptyOutDir: true, manifest: false },
  });
});

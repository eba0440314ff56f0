import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { build, defineConfig, mergeConfig, type Plugin } from 'vite';
import { drawnPaths, drawPages } from './build/drawn-pages.ts';
import { reloadPicturesMissedBeforeWorker } from './src/missed-pictures.ts';
import { SERVICE_WORKER_FILE } from './src/preview-protocol.ts';
import { type AssetHashes, sha256Hex } from './sw/asset-check.ts';
import type { BuiltWorld } from './sw/built-world.ts';
import { DRAWN_LANGUAGES, drawnPageFile } from './sw/drawn-pages.ts';

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
async function previewServiceWorker(buildName: string, worldFile: string, hashes: AssetHashes, pages: ServedPages): Promise<string> {
  const built = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: {
      PREVIEW_BUILD: JSON.stringify(buildName),
      PREVIEW_WORLD_FILE: JSON.stringify(worldFile),
      PREVIEW_ASSET_HASHES: JSON.stringify(hashes),
      PREVIEW_SHELL_FILE: JSON.stringify(pages.shell),
      PREVIEW_DRAWN_PAGES: JSON.stringify(pages.drawn),
      PREVIEW_DRAWN_DAY: JSON.stringify(pages.drawnDay),
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

/** The pages a navigation may get (sw/drawn-pages.ts): the shell, and the pages drawn at build time from the world of one day. */
interface ServedPages {
  shell: string;
  drawn: string[];
  drawnDay: string;
}

/**
 * The default world (seed 1, 200 tours) seeded today, as the JSON the service worker moves to the visit's day
 * (sw/built-world.ts): the browser neither downloads nor runs the seed generator.
 */
async function builtWorld(now: Date): Promise<BuiltWorld> {
  const { createState }: typeof import('@tours/mock-server/world') = await tsImport('@tours/mock-server/world', import.meta.url);
  return { seededFor: formatDate(now), state: createState({ now }) };
}

const DEV_WORLD_FILE = 'preview-world.json';
/** The shop's page drawn in the browser, which every navigation the drawn pages do not cover gets (index.html is the drawn home page). */
const SHELL_FILE = 'shell.html';
/** Where the page template plugin writes the drawn page's template; read by the drawing, then removed from the build. */
const DRAWN_PAGE_TEMPLATE = '.drawn-page/template.html';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A file written after the bundle, with the compressed copies web/vite.config.ts's plugin gives every bundled file.
 * Brotli at quality 9, not its default 11: the drawn pages are some 8 MB of HTML, which 11 took most of the build's
 * time to compress, for copies a few per cent smaller. Compressed on libuv's threads, so the files go in parallel.
 */
async function writeWithCompressedCopies(file: string, source: string): Promise<void> {
  writeFileSync(file, source);
  const [br, gz] = await Promise.all([brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzipped(source, { level: 9 })]);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
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
 * The service worker (sw/preview-sw.ts: the world, the mock's answers, a page of the build for navigations, the checked
 * cache of the build's files), the world it starts from, and the pages drawn at build time from that world
 * (build/drawn-pages.ts) beside the shell. The worker is written last, once every other file is on disk, so its
 * manifest holds the digests of the very bytes the host serves, and it knows which pages were drawn. The dev
 * server builds the worker for each request (with no build files to keep: Vite serves the sources) and seeds the
 * world once per day.
 */
function serviceWorkerFiles(buildName: string, builtAt: Date): Plugin {
  let devWorld: { day: string; json: Promise<string> } | null = null;
  let worldFile = '';
  let world: BuiltWorld | null = null;
  let worldJson = '';
  let base = '/';
  const todaysDevWorld = () => {
    const day = formatDate(new Date());
    if (devWorld?.day !== day) devWorld = { day, json: builtWorld(new Date()).then((world) => JSON.stringify(world)) };
    return devWorld.json;
  };
  return {
    name: 'tours-preview-service-worker',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.split('?')[0]?.split('/').pop();
        if (name === SERVICE_WORKER_FILE) {
          previewServiceWorker(buildName, DEV_WORLD_FILE, {}, { shell: 'index.html', drawn: [], drawnDay: '' }).then((code) => {
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
    configResolved(config) {
      base = config.base;
    },
    async generateBundle() {
      world = await builtWorld(builtAt);
      worldJson = JSON.stringify(world);
      worldFile = this.getFileName(this.emitFile({ type: 'asset', name: 'world.json', source: worldJson }));
    },
    // One hook, its steps in this order, after every other plugin's (which Rolldown runs at once): each step reads the
    // files the steps and plugins before it wrote, and index.html's compressed copies must be the drawn home page's.
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler({ dir }, bundle) {
        if (!dir || !world) throw new Error(`the preview build has no output folder or world for ${SERVICE_WORKER_FILE}`);
        // The shop's page drawn in the browser: the shell every other navigation gets, and 404.html for hosts that answer
        // unknown paths with it (GitHub Pages, Netlify, an S3 website's error document), so a shared deep link opens on a
        // first visit too, before the service worker is installed. index.html becomes the drawn home page.
        copyFileSync(resolve(dir, 'index.html'), resolve(dir, SHELL_FILE));
        copyFileSync(resolve(dir, 'index.html'), resolve(dir, '404.html'));
        const template = resolve(dir, DRAWN_PAGE_TEMPLATE);
        const paths = drawnPaths(world);
        await drawPages({ worldJson, template: readFileSync(template, 'utf8'), base, paths, outDir: dir });
        rmSync(dirname(template), { recursive: true });
        const pageFiles = [SHELL_FILE, ...paths.flatMap((path) => DRAWN_LANGUAGES.map((language) => drawnPageFile(path, language)))];
        await Promise.all(pageFiles.map((file) => writeWithCompressedCopies(resolve(dir, file), readFileSync(resolve(dir, file), 'utf8'))));
        const hashes = await builtAssetHashes(dir, Object.keys(bundle));
        const pages: ServedPages = { shell: SHELL_FILE, drawn: paths, drawnDay: world.seededFor };
        await writeWithCompressedCopies(resolve(dir, SERVICE_WORKER_FILE), await previewServiceWorker(buildName, worldFile, hashes, pages));
      },
    },
  };
}

/**
 * The shop's own page (web/index.html: head, icons, manifest, #root), in place of this folder's, with the service
 * worker's registration first in the head: a first visit installs the worker while the shop's modules download and run,
 * rather than after them (the entry registers it too, for a host whose policy refuses inline script). Beside it, the
 * pictures a drawn page asked the host for are asked again the moment the worker claims the page (src/missed-pictures.ts).
 * The shop's page plugin, after this one, fills it and adds the preview's entry.
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
        const picturesOnClaim = `navigator.serviceWorker&&navigator.serviceWorker.addEventListener('controllerchange',${reloadPicturesMissedBeforeWorker.toString()},{once:true});`;
        return {
          html: readFileSync(resolve(web, 'index.html'), 'utf8'),
          tags: [{ tag: 'script', children: register + picturesOnClaim, injectTo: 'head-prepend' }],
        };
      },
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
  const builtAt = new Date();
  const buildName = command === 'serve' ? `dev ${builtAt.toISOString()}` : builtAt.toISOString();
  return mergeConfig(shopConfig, {
    // A production build in all but name: MODE 'preview' turns on the mock's tools (web/src/config/mock-tools.ts).
    mode: 'preview',
    // And the day its world is seeded for, which its drawn pages show (src/drawn-page-takeover.ts).
    define: { PREVIEW_BUILD: JSON.stringify(buildName), PREVIEW_DRAWN_DAY: JSON.stringify(formatDate(builtAt)) },
    root: import.meta.dirname,
    publicDir: resolve(web, 'public'),
    envDir: web,
    css: { postcss: web },
    plugins: [
      shopPage(),
      pageTemplate({ entry: '/src/main.ts', drawnPageTemplateFile: DRAWN_PAGE_TEMPLATE }),
      serviceWorkerFiles(buildName, builtAt),
    ],
    server: { port: 5173 },
    build: { outDir: 'dist', emptyOutDir: true, manifest: false },
  });
});

import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { pageTemplate } from './build/page-template-plugin.ts';
import { devProxy } from './dev-proxy.ts';
import { drawnPageTemplateFile } from './folders.ts';
import { parseShopIds } from './src/config/parse-shop-ids.ts';

/**
 * Vite bundles a config's relative imports but leaves package imports to Node, which cannot run the contract's
 * TypeScript: tsx loads it.
 */
const { DEFAULT_SHOP_IDS }: typeof import('@tours/contract/constants') = await tsImport('@tours/contract/constants', import.meta.url);

// Set by `npm run dev -- --api <url>` and `--mock-port <n>` (scripts/dev.mjs, which checks them); empty means the mock server on 8080.
const proxy = devProxy(process.env.TOURS_API_URL || undefined, process.env.TOURS_MOCK_URL || undefined);

/**
 * The shell: the app's own modules and the Mantine components and hooks that the entry imports statically, in one
 * chunk instead of a dozen (constants, paths, session, i18n, Transition, Portal...). Under Lighthouse's phone
 * preset every file costs a request round trip over six HTTP/1.1 connections: measured, the first paint came 0.5 s
 * sooner (docs/adr/0038-what-the-first-visit-loads.md). Rolldown's `$initial` tag also marks the toast container's parts, which the shell only
 * imports lazily; they are left out by name (`keptOutOfShell`), with the entry module, which stays the entry chunk.
 */
const shellModule = /([\\/]web[\\/]src[\\/]|[\\/]contract[\\/]|node_modules[\\/]@mantine[\\/](hooks|core[\\/]esm[\\/]components)[\\/])/;
const keptOutOfShell = /([\\/]web[\\/]src[\\/]main\.tsx$|[\\/]components[\\/]Notification[\\/]|[\\/]use-(drag|force-update)[\\/])/;
/**
 * Vendor chunks with stable names and contents, so a deploy that changes app code keeps them cached, and
 * so zod (needed by forms and a few route modules, never by the shell) can never be merged into a chunk
 * the shell loads. Mantine stays split per component by Rolldown: a page loads only the components it uses; those
 * the shell imports itself go to the shell chunk (last group).
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 30 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
  { name: 'i18next', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 30 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 30 },
  // Mantine's core (provider, Box, styles API, helpers) is needed by every page; components stay split.
  // The toast store is in the shell (the API client toasts); the toast container is lazy (app/provider.tsx).
  { name: 'toast-store', test: /node_modules[\\/]@mantine[\\/](store|notifications[\\/]esm[\\/]notifications\.store)/, priority: 30 },
  { name: 'mantine-core', test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|utils)[\\/]/, priority: 20 },
  {
    name: 'shell',
    tags: ['$initial' as const],
    test: (id: string) => shellModule.test(id) && !keptOutOfShell.test(id),
    // Its dependencies are vendor chunks already; following them would pull the lazy toast container in.
    includeDependenciesRecursively: false,
    priority: 10,
  },
];

/**
 * The shop's plugins and build, shared with the browser-only preview (preview/vite.config.ts), which adds the page
 * (build/page-template-plugin.ts) with its own entry, as the shop does below.
 */
export const shopConfig: UserConfig = {
  // Brotli and gzip copies beside every text file, for hosts that serve them as they are (the mock server's
  // @fastify/static preCompressed, nginx gzip_static): a phone on 4G gets ~1/4 of the bytes, no CPU per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
  build: {
    // The mock server reads the manifest to serve the built app; route modules are split by their lazy imports.
    manifest: true,
    // Every browser Vite's default target covers supports <link rel="modulepreload">; the polyfill only cost the
    // entry chunk bytes (the home page's first load is held to its budget by scripts/bench/size-budget.test.ts).
    modulePreload: { polyfill: false },
    // One stylesheet for the whole shop, linked from the HTML: a page the server draws (src/server-render/) paints
    // before any script could fetch a route's own CSS, which would then restyle it (a tour list laid out twice). The
    // route CSS modules were 8 KB beside the shell's 186 KB.
    cssCodeSplit: false,
    outDir: 'dist',
    // Maps are written for bundle analysis, but no file names them (no sourceMappingURL), so a browser never asks
    // for them; the storefront's server refuses to serve them anyway (storefront/src/static-files.ts).
    sourcemap: 'hidden',
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare things: a route that uses one constant of a module must not
        // keep the other modules' zod schemas (the client reads contract/generated/routes.ts, never the registry).
        moduleSideEffects: [{ test: /[\\/]contract[\\/](src|generated)[\\/]/, sideEffects: false }],
      },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
};

/** A wrong VITE_SHOP_IDS stops the build here, with the key's name, rather than leaving a shop with empty footers. */
export function checkShopEnv(mode: string): void {
  parseShopIds(loadEnv(mode, import.meta.dirname, 'VITE_').VITE_SHOP_IDS, DEFAULT_SHOP_IDS);
}

export default defineConfig(({ mode }) => {
  checkShopEnv(mode);
  return {
    ...shopConfig,
    plugins: [shopConfig.plugins, pageTemplate({ entry: '/src/main.tsx', drawnPageTemplateFile })],
    server: { port: 5173, proxy },
    preview: { proxy },
  };
});

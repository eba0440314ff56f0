import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { checkShopEnv, shopConfig } from './vite.config.ts';

/**
 * The server side of the shop's first paint (src/entry-server.tsx): the same modules as the browser build, as one
 * Node module a server imports (the storefront's server, storefront/src/pages.ts). Every dependency is bundled, so the file runs from
 * any folder, such as the e2e suite's private copy of the build; CSS modules name their classes as in the browser
 * build, and the stylesheets themselves stay with the browser build. Every file is .mjs: a copy of the build in a folder
 * without web/package.json's "type": "module" (the e2e suite's) must still load as ES modules.
 */
export default defineConfig(({ mode }) => {
  checkShopEnv(mode);
  return {
    plugins: [react()],
    // React, React Router and TanStack Query pick their development or production build from NODE_ENV at run time; a
    // server started without it would draw every page with React's development checks, several times slower. The
    // build says which it is, as the browser build does.
    define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      // Four entries: the renderer; the small module a server reads each request with before it decides to draw
      // (which page, for which visitor, and where another spelling of its address goes: src/server-render/drawn-visit.ts)
      // without loading the renderer for that; the list of the shop's public pages its sitemap names
      // (src/server-render/site-pages.ts), which needs no renderer; and the head of the shell a server sends for a page
      // it could not draw (src/server-render/shell-head.ts), without React.
      ssr: true,
      outDir: 'dist/.server',
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: true,
      rolldownOptions: {
        treeshake: shopConfig.build?.rolldownOptions?.treeshake,
        input: {
          'entry-server': 'src/entry-server.tsx',
          'drawn-visit': 'src/server-render/drawn-visit.ts',
          'site-pages': 'src/server-render/site-pages.ts',
          'shell-head': 'src/server-render/shell-head.ts',
        },
        output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
  };
});

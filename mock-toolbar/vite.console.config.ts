import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the console page is built; the mock server finds it from this package (mock-server/src/control/console.ts). */
const OUT_DIR = join(import.meta.dirname, 'dist', 'console');

/**
 * The mock server's console page (`npm run build:console`): the toolbar's sections as one full page, served by the Node
 * mock at /__mock/ with its files under /__mock/console/. Scripts are files (no inline script), so the page keeps the
 * mock's strict CSP.
 */
export default defineConfig({
  root: join(import.meta.dirname, 'console'),
  base: '/__mock/console/',
  plugins: [react()],
  // One script for a page opened on this machine (loopback), never by shoppers: React, Mantine and zod in one file.
  build: { outDir: OUT_DIR, emptyOutDir: true, modulePreload: { polyfill: false }, chunkSizeWarningLimit: 1024 },
  logLevel: 'warn',
});

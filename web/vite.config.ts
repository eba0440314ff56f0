import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Everything the mock server answers; the dev server forwards it so the app runs on one origin. */
const MOCK_SERVER = 'http://127.0.0.1:8080';
const proxied = ['/rest/api', '/__mock', '/media', '/mock-paypal', '/docs'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: MOCK_SERVER, changeOrigin: true }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: MOCK_SERVER, changeOrigin: true }])),
  },
  build: {
    // The mock server reads the manifest to serve the built app; route modules are split by their lazy imports.
    manifest: true,
    outDir: 'dist',
    sourcemap: true,
  },
});

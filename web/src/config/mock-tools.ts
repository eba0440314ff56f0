/**
 * True where the mock's tools belong: `npm run dev` and the browser-only preview (built with mode 'preview',
 * preview/vite.config.ts). Vite writes DEV and MODE in at build time, so the shop's production build folds
 * this to false and drops every branch it guards.
 */
export const MOCK_TOOLS = import.meta.env.DEV || import.meta.env.MODE === 'preview';

/**
 * True where the mock's tools belong: `npm run dev` and the browser-only preview (built with mode 'preview',
 * preview/vite.config.ts). Vite writes DEV and MODE in at build time, so the shop's production build folds
 * this to false and drops every branch it guards.
 */
export const MOCK_TOOLS = import.meta.env.DEV || import.meta.env.MODE === 'preview';

/**
 * The browser-only preview draws the meeting point map itself, labelled as an illustration: a product owner may open
 * it anywhere, and its seeded tours are invented. A real shop never draws invented streets around a real meeting
 * point; the production build folds this to false and leaves the drawing out.
 */
export const ILLUSTRATED_MAP = import.meta.env.MODE === 'preview';

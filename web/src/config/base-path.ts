/**
 * The path the app is served under, without its trailing slash: '' for the shop, which lives at the root
 * (spec §2), or e.g. '/tours-preview' for the browser-only preview built with `--base /tours-preview/`.
 * Vite writes BASE_URL in at build time, so for the shop the comparison folds to '' and costs no bytes.
 */
export const BASE_PATH = import.meta.env.BASE_URL === '/' ? '' : import.meta.env.BASE_URL.replace(/\/$/, '');

/** A route's href as the address bar needs it: for full page loads and the payment's return addresses. */
export const appPath = (href: string): string => BASE_PATH + href;

// The sitemap's thread when the server runs from its TypeScript through tsx (the command-line tests): a thread does not
// inherit the tsx loader of the process, so it registers its own before loading sitemap-worker.ts. The build bundles
// sitemap-worker.ts into dist/sitemap-worker.mjs instead, and nothing in production loads this file.
import { register } from 'tsx/esm/api';

register();
const { default: buildSitemap } = await import('./sitemap-worker.ts');
/** @public Piscina calls it; main.ts names this file. */
export default buildSitemap;

// A render thread when the server runs from its TypeScript through tsx (the command-line tests): a thread does not
// inherit the tsx loader of the process, so it registers its own before loading render-worker.ts. The build bundles
// render-worker.ts into dist/render-worker.mjs instead, and nothing in production loads this file.
import { register } from 'tsx/esm/api';

register();
const { default: drawPage } = await import('./render-worker.ts');
/** @public Piscina calls it; main.ts names this file. */
export default drawPage;

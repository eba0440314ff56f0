import { join } from 'node:path';

/**
 * Where this package keeps its sources and its build, for the tests and tools of other workspaces that read them as
 * files (the storefront's tests load the server render's modules from source; the toolbar's tests read the shop's
 * styles). Node only.
 */
export const webSource = join(import.meta.dirname, 'src');
export const webDist = join(import.meta.dirname, 'dist');

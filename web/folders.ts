import { join } from 'node:path';

/**
 * Where this package keeps its sources and its build, for the tests and tools of other workspaces that read them as
 * files (the storefront's tests load the server render's modules from source; the toolbar's tests read the shop's
 * styles). Node only.
 */
export const webSource = join(import.meta.dirname, 'src');
export const webDist = join(import.meta.dirname, 'dist');
/**
 * The template a server draws the shop's pages into, under webDist: in a dot folder, which the storefront never serves
 * (its static files ignore dot files), and not in the render bundle's .server/, which the render build, run after the
 * browser build that writes this, empties.
 */
export const drawnPageTemplateFile = '.drawn-page/template.html';

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

/** Draws one page address into the whole HTML document, or null when the browser should draw it (the shell). */
export type RenderDocument = (request: Request) => Promise<string | null>;

/** The shop's server entry, as web's SSR build writes it (web/vite.render.config.ts). */
export const RENDER_BUNDLE = join('.server', 'entry-server.mjs');

interface RenderBundle {
  createPageRenderer: (options: { api: string; template: string; sanitizerWindow: unknown }) => Promise<RenderDocument>;
}

/**
 * Loads the shop's own renderer from the build: the same modules as the browser's, with each route's loaders and
 * one render per page (web/src/server-render/). Loaded once at start; the function it returns keeps no state
 * between pages. The HTML of blogs and reviews is sanitized by DOMPurify, which parses with a DOM: a jsdom window
 * for it alone, as DOMPurify recommends on Node. Nothing else of the shop runs in a window.
 */
export async function loadPageRenderer(webDist: string, api: string): Promise<RenderDocument> {
  const bundle = join(webDist, RENDER_BUNDLE);
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run npm run build first`);
  const { createPageRenderer } = (await import(pathToFileURL(bundle).href)) as RenderBundle;
  return createPageRenderer({ api, template: readFileSync(join(webDist, 'index.html'), 'utf8'), sanitizerWindow: new JSDOM('').window });
}

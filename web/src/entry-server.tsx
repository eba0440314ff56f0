import './app/zod-config';
import { configureApiBaseUrl } from './api/client';
import type { WindowLike } from './lib/sanitize-html';
import { fillTemplate } from './server-render/page-template';
import { prepareRenderer, renderPage } from './server-render/render-page';

/** Draws one page address into the whole HTML document, or null when the browser should draw it (render-page.tsx). */
type RenderDocument = (request: Request) => Promise<string | null>;

interface PageRendererOptions {
  /** The backend's base URL: the drawn pages' calls go there directly. */
  api: string;
  /** The built index.html, whose #root the drawn page fills. */
  template: string;
  /** A DOM window for DOMPurify alone (jsdom's): the HTML of blogs and reviews is sanitized on the server too. */
  sanitizerWindow: WindowLike;
}

/**
 * The shop's server entry (Vite's SSR build, vite.render.config.ts), for the storefront's server: call once at start,
 * then the returned function for each page address. A request's signal bounds the page's time: once it aborts, the
 * page's calls stop and the answer is null, so the server sends the shell instead.
 * @public The storefront imports it from the built bundle (storefront/src/page-renderer.ts), which no import here shows.
 */
export async function createPageRenderer({ api, template, sanitizerWindow }: PageRendererOptions): Promise<RenderDocument> {
  configureApiBaseUrl(api);
  await prepareRenderer(sanitizerWindow);
  return async (request) => {
    const page = await renderPage(request);
    return page ? fillTemplate(template, page) : null;
  };
}

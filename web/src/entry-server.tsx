import './app/zod-config';
import { configureApiBaseUrl } from './api/client';
import type { WindowLike } from './lib/sanitize-html';
import { fillTemplate } from './server-render/page-template';
import { ENTITY_NOT_FOUND, prepareRenderer, renderPage } from './server-render/render-page';

/**
 * A page address answered: its status and the whole HTML document, or no HTML when the browser draws the page from
 * the shell (a tour the backend does not know: 404 and the shell).
 */
interface DrawnDocument {
  status: 200 | 404;
  html: string | null;
}

/** Draws one page address, or null when the browser should draw it with a 200 (render-page.tsx). */
type RenderDocument = (request: Request) => Promise<DrawnDocument | null>;

interface PageRendererOptions {
  /** The backend's base URL: the drawn pages' calls go there directly. */
  api: string;
  /** The drawn page's template (web/dist/.drawn-page/template.html), whose placeholders a drawn page fills. */
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
    if (page === ENTITY_NOT_FOUND) return { status: 404, html: null };
    return page ? { status: page.status, html: fillTemplate(template, page) } : null;
  };
}

import { STORAGE_CURRENCY, STORAGE_LANGUAGE } from '@tours/contract/constants';
import { holdsBookingDraft } from '../lib/booking-draft-cookie';
import { markPageDrawnByServer } from '../lib/take-over';
import { parseVisitor } from '../lib/visitor-cookie';
import { fillTemplate } from './page-template';
import { matchesWidth, viewportWidthOf } from './viewport';

/** A page address to render for a browser: what the server knows of it before any script runs. */
export interface PageRequest {
  /** Absolute: the router matches its path. */
  url: string;
  cookie?: string;
  userAgent?: string;
}

export type RenderDocument = (request: PageRequest) => Promise<string | null>;

/** The browser objects the shop's modules read, from a window the caller made (jsdom in the mock server's worker). */
type BrowserWindow = Window & typeof globalThis;

const GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'HTMLElement',
  'Element',
  'Node',
] as const;

/** The layout a render is for: the width guessed for the browser, and every media query the screens asked about it. */
interface Layout {
  width: number;
  answered: Record<string, boolean>;
}

function installGlobals(window: BrowserWindow, layout: Layout): void {
  const matches = (media: string) => {
    const answer = matchesWidth(media, layout.width);
    layout.answered[media] = answer;
    return answer;
  };
  Object.assign(window, {
    matchMedia: (media: string) => ({
      matches: matches(media),
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  for (const key of [...GLOBALS, 'matchMedia'] as const) {
    Object.defineProperty(globalThis, key, { value: window[key], configurable: true, writable: true });
  }
}

/**
 * The server side of the shop's first paint (docs/decisions.md, "Pages that paint before their scripts"): given a
 * browser-like window, returns a function that renders a page address into the whole HTML document, or null when the
 * browser should draw it itself (a visitor with a session, an address no public screen owns, a failed call). Renders
 * must not overlap: they share the window, whose address and storage are the visitor's during a render.
 */
export async function startPageRenderer(
  window: BrowserWindow,
  options: { template: string; setUrl: (url: string) => void },
): Promise<RenderDocument> {
  const layout: Layout = { width: viewportWidthOf(undefined), answered: {} };
  installGlobals(window, layout);
  markPageDrawnByServer();
  // After the globals: the shop's modules read them when they load.
  const [{ renderPage }, { isServerRendered }] = await Promise.all([import('./render-page'), import('./server-rendered-routes')]);
  return async (request) => {
    const visitor = parseVisitor(request.cookie);
    const { pathname } = new URL(request.url);
    if (visitor.signedIn || !isServerRendered(pathname, { bookingDraft: holdsBookingDraft(request.cookie) })) return null;
    options.setUrl(request.url);
    window.localStorage.clear();
    window.sessionStorage.clear();
    window.localStorage.setItem(STORAGE_LANGUAGE, visitor.language);
    if (visitor.currencyId !== undefined) window.localStorage.setItem(STORAGE_CURRENCY, String(visitor.currencyId));
    layout.width = viewportWidthOf(request.userAgent);
    layout.answered = {};
    const page = await renderPage(request.url);
    return page ? fillTemplate(options.template, page, { visitor, media: layout.answered }) : null;
  };
}

import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/provider';
import { createRoutes } from '../app/routes';
import { clearBookingDraft, writeBookingDraft } from '../lib/booking-draft';
import { paths } from '../lib/paths';

export interface RenderedShell {
  /** What goes inside #root: the layout and the page in their first state (loading placeholders, no data). */
  body: string;
  /** The page's <title> and <meta name="description">, for <head>. */
  head: string;
}

/** React hoists these into <head> in the browser; a body-only render emits them in place, so they move here. */
const HEAD_TAGS = /<title>[\s\S]*?<\/title>|<meta name="description"[^>]*\/?>/g;

/**
 * A person only reaches checkout with a booking draft (BOOK NOW writes it): its shell is the form with the
 * summary loading, not the rare "nothing to check out" of an address typed by hand. The draft's values never
 * reach the HTML; the summary is a placeholder until the quote arrives.
 */
function arrangeBrowserState(pathname: string): void {
  clearBookingDraft();
  if (pathname === paths.checkout.path) {
    writeBookingDraft({ spuId: 1, adultCount: 1, childCount: 0, toddlerCount: 0, reservationDate: '2000-01-01', reservationTime: '09:00' });
  }
}

/**
 * Renders one page address as a first-time visitor's browser first renders it: English, no token, no answers yet. The
 * build writes the result into that route's HTML (scripts/prerender.ts), so a phone paints the page's frame and
 * placeholders before any script has run; the app then renders over it (createRoot, not hydration: the token,
 * the language and the booking draft live in the browser, so the first client render may differ).
 */
export async function renderShell(url: string): Promise<RenderedShell> {
  arrangeBrowserState(new URL(url).pathname);
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`The route ${url} redirected (${context.status}); a shell cannot be written for it`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const head = (html.match(HEAD_TAGS) ?? []).join('');
  return { body: html.replace(HEAD_TAGS, ''), head };
}

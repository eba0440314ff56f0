import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

import { tabHoldsBookingDraft } from '../lib/booking-draft';
import { paths } from '../lib/paths';
import { formatVisitor, storedVisitor } from '../lib/visitor-cookie';

/** The id of the JSON that carries a server-rendered page's answers (server-render/page-template.ts writes it). */
export const SERVER_STATE_ID = 'server-state';
/**
 * #root's style while it holds a page the server drew and the app has not taken over: it paints and scrolls, but
 * takes no tap or click. Not `inert`, which also stops a phone from scrolling the page.
 */
export const AWAITING_APP = 'pointer-events: none';
/** #root's attribute naming the visitor (language, currency, session) the server drew the page for. */
export const DRAWN_FOR = 'data-drawn-for';
/** #root's attribute with the media queries the screens asked while the server drew them, and the answers it gave. */
export const DRAWN_MEDIA = 'data-drawn-media';

function drawnForThisLayout(root: HTMLElement): boolean {
  try {
    const answered = JSON.parse(root.getAttribute(DRAWN_MEDIA) ?? '{}') as Record<string, boolean>;
    return Object.entries(answered).every(([media, matched]) => window.matchMedia(media).matches === matched);
  } catch {
    return false;
  }
}

/**
 * The server draws checkout only for a browser without a booking draft (server-render/server-rendered-routes.ts); this
 * tab may hold one all the same, when another tab cleared the cookie that says so.
 */
const drawnWithoutThisTabsDraft = (): boolean => window.location.pathname.endsWith(paths.checkout.path) && tabHoldsBookingDraft();

/**
 * What the app does with #root: take over (hydrate) a page the server drew for this visitor and this screen; draw
 * its own with the page's answers when only the layout was guessed wrong (the server guesses phone or laptop from the
 * User-Agent; a hydrated page would keep the other layout's attributes); and draw its own without them when the page
 * was drawn for another language, currency or session (the cookie was missing or behind local storage), or is the
 * "nothing to check out" of a tab that holds a booking draft.
 */
export function takeOverServerPage(root: HTMLElement): boolean {
  if (!holdsServerPage(root)) return false;
  const sameVisitor = root.getAttribute(DRAWN_FOR) === formatVisitor(storedVisitor());
  if (sameVisitor && drawnForThisLayout(root) && !drawnWithoutThisTabsDraft()) return true;
  if (!sameVisitor) document.getElementById(SERVER_STATE_ID)?.remove();
  root.replaceChildren();
  releaseServerPage(root);
  return false;
}

/** Whether #root holds a page the server drew that the app has not yet taken over. */
export const holdsServerPage = (root: HTMLElement): boolean => root.hasAttribute(DRAWN_FOR);

/** The page is the app's now: it takes input. */
export function releaseServerPage(root: HTMLElement): void {
  root.removeAttribute('style');
  root.removeAttribute(DRAWN_FOR);
  root.removeAttribute(DRAWN_MEDIA);
}

/**
 * A page drawn by the server (server-render/) carries the answers it was drawn with. Put in the query cache before
 * the first render, they make that render the same page, so the app draws over the server's HTML without a flash of
 * placeholders and without asking the same calls again. Read once: the element is removed.
 */
export function withServerState(client: QueryClient): QueryClient {
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_STATE_ID);
  if (!element) return client;
  element.remove();
  try {
    hydrate(client, JSON.parse(element.textContent ?? '') as DehydratedState);
  } catch {
    // Unreadable answers are asked for again, as on a page the server did not draw.
  }
  return client;
}

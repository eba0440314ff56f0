import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

import { tabHoldsBookingDraft } from '../lib/booking-draft';
import { paths } from '../lib/paths';
import { formatVisitor, storedVisitor } from '../lib/visitor';

/** The id of the JSON that carries a server-rendered page's answers (server-render/page-template.ts writes it). */
export const SERVER_STATE_ID = 'server-state';
/** #root's attribute naming the visitor (language, currency, session) the server drew the page for. */
export const DRAWN_FOR = 'data-drawn-for';

/**
 * The server draws checkout only for a browser without a booking draft (server-render/server-rendered-routes.ts); this
 * tab may hold one all the same, when another tab cleared the cookie that says so.
 */
const drawnWithoutThisTabsDraft = (): boolean => window.location.pathname.endsWith(paths.checkout.path) && tabHoldsBookingDraft();

/**
 * Whether #root holds a page the server drew for this visitor (lib/visitor.ts) and this tab: the app takes such a page
 * over (hydrates it) with the answers it was drawn with. The page was drawn for someone else when the cookie was
 * missing or behind local storage (its answers are in another language or currency), or it is the "nothing to check
 * out" of a tab that holds a booking draft. Layouts are chosen by CSS, so a page drawn without knowing the screen's
 * width is right at every width. Only reads the page.
 */
export function isDrawnForThisTab(root: HTMLElement): boolean {
  const drawnFor = root.getAttribute(DRAWN_FOR);
  return drawnFor !== null && drawnFor === formatVisitor(storedVisitor()) && !drawnWithoutThisTabsDraft();
}

/**
 * What the app does with #root, as `drawnForThisTab` says (read before the app's state was made, the same answer):
 * take over the page the server drew, or draw its own over an emptied #root, without the page's answers.
 */
export function takeOverServerPage(root: HTMLElement, drawnForThisTab = isDrawnForThisTab(root)): boolean {
  if (root.getAttribute(DRAWN_FOR) === null) return false;
  root.removeAttribute(DRAWN_FOR);
  if (drawnForThisTab) return true;
  document.getElementById(SERVER_STATE_ID)?.remove();
  root.replaceChildren();
  return false;
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

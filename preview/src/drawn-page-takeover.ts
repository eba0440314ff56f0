import { DRAWN_FOR, SERVER_STATE_ID } from '@tours/web/server-state';

/** Set by vite.config.ts: the (UTC) day of the world this build's pages were drawn from (build/draw-pages.ts). */
declare const PREVIEW_DRAWN_DAY: string;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A page drawn at build time shows that day's world; the service worker's world is moved to the visit's day
 * (sw/built-world.ts), and every date in it with it (reviews, availability). On a later day the shop does not take the
 * page over with the build's answers, which would keep those dates, but draws it again from the worker's world. The
 * worker never serves a drawn page on another day (sw/drawn-pages.ts); a static host, on a first visit, does.
 */
export function forgetPageDrawnOnAnotherDay(root: HTMLElement): void {
  if (!root.hasAttribute(DRAWN_FOR) || today() === PREVIEW_DRAWN_DAY) return;
  root.removeAttribute(DRAWN_FOR);
  document.getElementById(SERVER_STATE_ID)?.remove();
  root.replaceChildren();
}

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

/**
 * The world's pictures (/media/...) exist only in the service worker: a drawn page painted before the worker served
 * it (a first visit) asked the host for them, which has none. Once the worker serves the page, each picture that failed
 * is asked again, and so is each still on its way to the host when it fails. Its src is set to itself, which loads it
 * again, and stays what the drawn page and the shop's first render say.
 */
export function reloadPicturesMissedBeforeWorker(): void {
  for (const image of Array.from(document.images)) {
    const askAgain = () => image.setAttribute('src', image.getAttribute('src') ?? '');
    if (!image.complete) image.addEventListener('error', askAgain, { once: true });
    else if (image.naturalWidth === 0 && image.getAttribute('src')) askAgain();
  }
}

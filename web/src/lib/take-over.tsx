import { useEffect } from 'react';
import { lazyPartsDrawing, untilLazyPartsOnScreen } from './lazy-part';

/**
 * When the app has taken over a page the server drew (hydration): React commits the frame first and each Suspense
 * boundary after it (the page itself, then every lazy part inside it, once its code is here), so the frame's first
 * effect is far too early. A tap on a part not yet taken over is dropped by React, so the page takes no taps until
 * then (app/server-state.ts).
 */
let drawnByServer = false;

/**
 * Called once where a page is drawn on the server and where the browser takes such a page over: chrome that the
 * browser would otherwise draw after the first paint (the footer) is then part of the first render, since the HTML
 * already holds it and taking it over costs no fetch and no relayout.
 */
export function markPageDrawnByServer(): void {
  drawnByServer = true;
}

/** Whether the page being rendered was drawn by the server (markPageDrawnByServer). */
export const pageDrawnByServer = (): boolean => drawnByServer;

let pageOnScreen: () => void = () => undefined;
const pageShown = new Promise<void>((resolve) => {
  pageOnScreen = resolve;
});

/** Rendered inside the page's Suspense boundary (app-layout.tsx): its effect runs once the page is on screen. */
export function PageOnScreen() {
  useEffect(() => pageOnScreen(), []);
  return null;
}

/** The main thread's next quiet moment: React has no hydration work left queued then. */
const idle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 1_000 });
    else setTimeout(resolve, 50);
  });

/** Resolves once the page and every lazy part React started to draw in it are on screen. */
export async function untilTakenOver(): Promise<void> {
  await pageShown;
  do {
    await untilLazyPartsOnScreen();
    await idle();
  } while (lazyPartsDrawing() > 0);
}

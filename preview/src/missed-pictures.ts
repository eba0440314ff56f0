/**
 * The world's pictures (/media/...) exist only in the service worker: a page drawn at build time, painted before the
 * worker serves it (a first visit), asked the host for them, which has none. Once the worker serves the page, each
 * picture that failed is asked again, and so is each still on its way to the host when it fails. Its src is set to
 * itself, which loads it again, and stays what the drawn page and the shop's first render say.
 *
 * Self-contained, with no import: vite.config.ts writes its source into the page's head, where it runs as soon as the
 * worker claims the page, well before the shop's modules have loaded; the entry (main.ts) calls it too, for a host
 * whose policy refuses inline script, and after taking the page back from another worker.
 */
export function reloadPicturesMissedBeforeWorker(): void {
  for (const image of Array.from(document.images)) {
    const askAgain = () => image.setAttribute('src', image.getAttribute('src') ?? '');
    if (!image.complete) image.addEventListener('error', askAgain, { once: true });
    else if (image.naturalWidth === 0 && image.getAttribute('src')) askAgain();
  }
}

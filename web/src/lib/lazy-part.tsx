import { type ComponentType, lazy } from 'react';

/** Every lazy part's preload, for a server, which draws with all of them at hand (preloadEveryLazyPart). */
const everyPreload = new Set<() => Promise<void>>();

/**
 * A part of a screen whose code comes in its own chunk (React.lazy), declared the same way everywhere so that it can
 * be preloaded: by a route before the screen's first render (app/routes.tsx), and by a server before it draws pages.
 */
export function lazyPart<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  /** Its code once preload() has brought it: then it is drawn in the same render as the screen, with no fallback. */
  let preloaded: ComponentType<P> | null = null;
  function Part(props: P) {
    const Preloaded = preloaded;
    return Preloaded ? <Preloaded {...props} /> : <Lazy {...props} />;
  }
  /**
   * Brings the part's code before the screen's first render, so the screen does not first draw its fallback and then
   * move everything below it when the part arrives; and a page the server drew is taken over with the part at once.
   */
  Part.preload = async (): Promise<void> => {
    preloaded = pick(await load());
  };
  everyPreload.add(Part.preload);
  return Part;
}

/**
 * Loads the code of every lazy part declared so far, and of the parts those parts declare (a lazy footer's lazy HTML
 * block), until no new one appears. A server draws each page in one render, and a part that had to load first would
 * leave its fallback in the HTML; having all the code costs a server nothing a visitor downloads.
 */
export async function preloadEveryLazyPart(): Promise<void> {
  const loaded = new Set<() => Promise<void>>();
  for (let waiting = [...everyPreload]; waiting.length > 0; waiting = [...everyPreload].filter((preload) => !loaded.has(preload))) {
    for (const preload of waiting) loaded.add(preload);
    await Promise.all(waiting.map((preload) => preload()));
  }
}

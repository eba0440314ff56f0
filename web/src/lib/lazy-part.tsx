import { type ComponentType, lazy, useEffect } from 'react';

/** Lazy parts React has started to draw (their module asked for) and not yet put on screen. */
let drawing = 0;
const settledListeners = new Set<() => void>();

function partOnScreen(): void {
  drawing -= 1;
  if (drawing > 0) return;
  for (const listener of settledListeners) listener();
}

/**
 * A part of a screen whose code comes in its own chunk (React.lazy), declared the same way everywhere so the app
 * knows when every part it started to draw is on screen: a page the server drew is taken over part by part, and a
 * part whose code has not arrived is not yet hydrated, so a tap on it would be lost (untilLazyPartsOnScreen).
 */
export function lazyPart<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  const Lazy = lazy(async () => {
    drawing += 1;
    let Part: ComponentType<P>;
    try {
      Part = pick(await load());
    } catch (error) {
      partOnScreen();
      throw error;
    }
    let counted = true;
    function OnScreen(props: P) {
      // Once per part: its first commit is the one that puts it on screen (hydrated, on a page the server drew).
      useEffect(() => {
        if (!counted) return;
        counted = false;
        partOnScreen();
      }, []);
      return <Part {...props} />;
    }
    return { default: OnScreen };
  });
  /** Its code once preload() has brought it: then it is drawn in the same render as the screen, with no fallback. */
  let preloaded: ComponentType<P> | null = null;
  function Part(props: P) {
    const Preloaded = preloaded;
    return Preloaded ? <Preloaded {...props} /> : <Lazy {...props} />;
  }
  /**
   * Brings the part's code before the screen's first render (a route's loader step, app/routes.tsx), so the screen
   * does not first draw its fallback and then move everything below it when the part arrives.
   */
  Part.preload = async (): Promise<void> => {
    preloaded = pick(await load());
  };
  return Part;
}

/** A part whose screen was left before it came stops nobody for longer than this. */
const MAX_WAIT_MS = 10_000;

/** How many lazy parts React has started to draw and not yet put on screen. */
export const lazyPartsDrawing = (): number => drawing;

/** Resolves once every lazy part React has started to draw is on screen. */
export function untilLazyPartsOnScreen(): Promise<void> {
  if (drawing <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      settledListeners.delete(done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, MAX_WAIT_MS);
    settledListeners.add(done);
  });
}

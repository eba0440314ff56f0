import { type ReactNode, type RefObject, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Runs `task` once the browser is idle after the first paint (a timer where there is no idle callback). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/** Wakes the part: `open` asks the part to mount opened (the person clicked or hovered its trigger). */
export type WakePart = (open: boolean) => void;

export interface DeferredPartProps {
  /** Fetches the part's module; called on the first hover or focus so the click finds it loaded. */
  preload: () => Promise<unknown>;
  /** The trigger as the page shows it before the part is loaded; it calls `wake` on hover, focus or click. */
  placeholder: (wake: WakePart) => ReactNode;
  /** The lazy part itself, mounted opened when the person asked for it before it was there. */
  children: (openAtOnce: boolean) => ReactNode;
}

/**
 * A menu or popover whose dropdown (Menu, Popover, floating-ui, focus trap) is not in the first screen's
 * JavaScript: the page paints its trigger, the part is fetched when the browser is idle or at the first
 * interaction, whichever comes first, and then replaces the trigger with the same label, role and name.
 * A click before it is loaded opens it once it is there; keyboard focus moves to the new trigger.
 */
export function DeferredPart({ preload, placeholder, children }: DeferredPartProps) {
  const [state, setState] = useState<'waiting' | 'wanted' | 'opened'>('waiting');
  const box = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => whenIdle(() => setState((current) => (current === 'waiting' ? 'wanted' : current))), []);

  const wake: WakePart = (open) => {
    void preload();
    if (box.current?.contains(document.activeElement)) hadFocus.current = true;
    setState((current) => (open ? 'opened' : current === 'waiting' ? 'wanted' : current));
  };
  const shown = placeholder(wake);

  return (
    <span ref={box} style={{ display: 'contents' }}>
      {state === 'waiting' ? (
        shown
      ) : (
        <Suspense fallback={shown}>
          {children(state === 'opened')}
          <RestoreFocus box={box} hadFocus={hadFocus} />
        </Suspense>
      )}
    </span>
  );
}

/** Mounted with the part: focus that was on the placeholder moves to the part's own trigger. */
function RestoreFocus({ box, hadFocus }: { box: RefObject<HTMLSpanElement | null>; hadFocus: RefObject<boolean> }) {
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (!hadFocus.current || (focused && focused !== document.body)) return;
    box.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [box, hadFocus]);
  return null;
}

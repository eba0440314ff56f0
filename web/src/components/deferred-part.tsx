import { Fragment, type ReactNode, type RefObject, Suspense, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Runs `task` once the browser is idle after the first paint (a timer where there is no idle callback). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Where a pointer can hover (a laptop), the part comes when the browser is idle, so it opens at once. On a touch
 * screen it comes at the first touch or focus: on a phone, fetching, evaluating and drawing every menu of the header
 * after the first paint was most of the main thread's work once a small page was taken over, and a touch
 * starts it before its click arrives.
 */
const loadsWhenIdle = (): boolean => window.matchMedia('(hover: hover)').matches;

type PartState = 'waiting' | 'wanted' | 'opened';

/** Moves on, never back: once wanted the part stays mounted, and a click always opens it. */
const advance =
  (next: Exclude<PartState, 'waiting'>) =>
  (current: PartState): PartState =>
    next === 'opened' || current === 'waiting' ? next : current;

/** What the placeholder trigger spreads: the events that wake the part, and the closed state. */
interface PlaceholderTriggerProps {
  'aria-expanded': false;
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

export interface DeferredPartProps {
  /** Fetches the part's module; called on the first hover or focus so the click finds it loaded. */
  preload: () => Promise<unknown>;
  /** The trigger as the page shows it before the part is loaded, with `trigger` spread on it. */
  placeholder: (trigger: PlaceholderTriggerProps) => ReactNode;
  /** What opens the part: a click (menus, popovers) or the pointer entering the trigger (hover cards). */
  openOn?: 'click' | 'hover';
  /** The lazy part itself, mounted opened when the person asked for it before it was there. */
  children: (openAtOnce: boolean) => ReactNode;
}

/**
 * A menu or popover whose dropdown (Menu, Popover, floating-ui, focus trap) is not in the first screen's
 * JavaScript: the page paints its trigger, the part is fetched at the first interaction or, where a pointer can
 * hover, when the browser is idle, and then replaces the trigger with the same label, role and name.
 * A click before it is loaded opens it once it is there; keyboard focus moves to the new trigger.
 */
export function DeferredPart({ preload, placeholder, openOn = 'click', children }: DeferredPartProps) {
  const [state, setState] = useState<PartState>('waiting');
  const box = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);

  // A transition keeps the painted (and maybe focused) trigger on screen until the part is there to replace it.
  useEffect(() => (loadsWhenIdle() ? whenIdle(() => startTransition(() => setState(advance('wanted')))) : undefined), []);

  const wake = (open: boolean) => {
    void preload();
    if (box.current?.contains(document.activeElement)) hadFocus.current = true;
    startTransition(() => setState(advance(open ? 'opened' : 'wanted')));
  };
  const shown = placeholder({
    'aria-expanded': false,
    onPointerEnter: () => wake(openOn === 'hover'),
    onFocus: () => wake(false),
    onClick: () => wake(openOn === 'click'),
  });

  return (
    <span ref={box} style={{ display: 'contents' }}>
      <Suspense fallback={shown}>
        {state === 'waiting' ? (
          shown
        ) : (
          // Keyed by the state: a click the placeholder took while the part was being drawn closed (an idle load
          // under way) arrives after the part mounted, and a part reads `openAtOnce` only when it mounts.
          <Fragment key={state}>
            {children(state === 'opened')}
            <RestoreFocus box={box} hadFocus={hadFocus} />
          </Fragment>
        )}
      </Suspense>
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

import {
  Fragment,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  Suspense,
  startTransition,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

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
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onFocus: () => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** Keys a menu's trigger answers (open at the first or the last item): pressed on the placeholder, they reach the part. */
const MENU_KEYS = new Set(['ArrowDown', 'ArrowUp']);

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
 * JavaScript: the page paints its trigger, the part is fetched when a person reaches the trigger (the pointer enters
 * it, a touch, focus), and then replaces the trigger with the same label, role and name. A click before it is loaded
 * opens it once it is there; keyboard focus moves to the new trigger. Nothing is fetched for a person who never reaches
 * it: fetching, evaluating and drawing every menu of the header once the browser was idle was most of a phone's main
 * thread after a small page was taken over.
 */
export function DeferredPart({ preload, placeholder, openOn = 'click', children }: DeferredPartProps) {
  const [state, setState] = useState<PartState>('waiting');
  const box = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  const pendingKey = useRef<string | null>(null);

  const wake = (open: boolean) => {
    void preload();
    if (box.current?.contains(document.activeElement)) hadFocus.current = true;
    // A transition keeps the painted (and maybe focused) trigger on screen until the part is there to replace it.
    startTransition(() => setState(advance(open ? 'opened' : 'wanted')));
  };
  const shown = placeholder({
    'aria-expanded': false,
    onPointerEnter: () => wake(openOn === 'hover'),
    // A mouse press is the click's first half. When the part replaces the placeholder before the button is released,
    // the browser sends the click to neither (the pressed element is gone), so the press itself asks for the part
    // opened. A finger's tap is not: its click goes to what is under the finger when it lifts, the part's own trigger.
    onPointerDown: (event) => {
      if (event.pointerType === 'mouse' && event.button === 0) wake(openOn === 'click');
    },
    onFocus: () => wake(false),
    onClick: () => wake(openOn === 'click'),
    onKeyDown: (event) => {
      // Space clicks a button when it is released, on the element that took the press: like a mouse press, the press
      // itself asks for the part opened, in case the part takes the placeholder's place before the key comes up.
      if (event.key === ' ') wake(openOn === 'click');
      if (!MENU_KEYS.has(event.key)) return;
      event.preventDefault();
      pendingKey.current = event.key;
      wake(false);
    },
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
            <RestoreFocus box={box} hadFocus={hadFocus} pendingKey={pendingKey} />
          </Fragment>
        )}
      </Suspense>
    </span>
  );
}

interface RestoreFocusProps {
  box: RefObject<HTMLSpanElement | null>;
  hadFocus: RefObject<boolean>;
  pendingKey: RefObject<string | null>;
}

/**
 * Mounted with the part: focus that was on the placeholder moves to the part's own trigger, and a menu key pressed on
 * the placeholder is pressed again there, as React replays an event that reached a page before it was hydrated.
 */
function RestoreFocus({ box, hadFocus, pendingKey }: RestoreFocusProps) {
  useLayoutEffect(() => {
    const key = pendingKey.current;
    pendingKey.current = null;
    const focused = document.activeElement;
    if (!hadFocus.current || (focused && focused !== document.body)) return;
    const trigger = box.current?.querySelector<HTMLElement>('button, a[href]');
    trigger?.focus();
    if (key) trigger?.dispatchEvent(new window.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, [box, hadFocus, pendingKey]);
  return null;
}

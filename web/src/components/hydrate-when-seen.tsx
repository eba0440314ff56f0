import {
  type ComponentType,
  createContext,
  memo,
  type ReactNode,
  Suspense,
  use,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useLanguage } from '../lib/preferences';

/**
 * Events that reach a part before it is taken over. They are heard on the window in the capture phase, before
 * React's own listener on the page's root: a click on a part not yet taken over makes React take it over at once, and
 * the part must then let itself be.
 */
const WAKING_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

interface Gate {
  opened: boolean;
  /** Whether the gate opened at its part's own moment (`wakeAt`) rather than for a person, a change or a navigation. */
  openedOnTime: boolean;
  /** Fulfilled when the gate opens, and marked so (React's thenable status) for use() to read without waiting. */
  promise: Promise<void>;
  open: () => void;
}

/** Gates not opened yet: a navigation opens them all (takeOverEveryPart). */
const closedGates = new Set<Gate>();

function closedGate(): Gate {
  let fulfil = () => {};
  const promise = new Promise<void>((resolve) => {
    fulfil = resolve;
  });
  const gate: Gate = {
    opened: false,
    openedOnTime: false,
    promise,
    open: () => {
      gate.opened = true;
      closedGates.delete(gate);
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      fulfil();
    },
  };
  closedGates.add(gate);
  return gate;
}

/**
 * Takes over every part still waiting. For the router to call when its state changes: React marks each boundary not
 * yet taken over as touched by any change of a context above it (it cannot know what the server's HTML consumes), and
 * would then hold a navigation until the part is taken over, or draw an interrupted part afresh with nothing in it.
 */
export function takeOverEveryPart(): void {
  for (const gate of closedGates) gate.open();
}

/** The gate of the part being drawn, for the part to ask why it came to life. */
const GateOfThePart = createContext<Gate | null>(null);

/**
 * Whether this part of a drawn page came to life on its own at its `wakeAt` moment, nobody having reached it: a carousel
 * then makes the turn that was due. False for a part a person reached and for one the browser drew itself.
 */
export const useCameToLifeOnTime = (): boolean => useContext(GateOfThePart)?.openedOnTime ?? false;

/** Waits, during the takeover of the page, until the gate opens: React keeps the server's HTML of the part meanwhile. */
function Waiting({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate.promise);
  return children;
}

/** Signs that a person is using the page; the first one fetches the code of the lazy parts still waiting. */
const SIGNS_OF_A_PERSON = ['scroll', 'pointerdown', 'keydown'] as const;

/** Runs `task` at the first sign of a person on the page; returns its cancel. */
function atFirstSign(task: () => void): () => void {
  const once = () => {
    cancel();
    task();
  };
  const cancel = () => {
    for (const name of SIGNS_OF_A_PERSON) window.removeEventListener(name, once, true);
  };
  for (const name of SIGNS_OF_A_PERSON) window.addEventListener(name, once, { capture: true, passive: true });
  return cancel;
}

/** Runs `task` when the browser is first idle (soon after the page's start), where it can say so; returns its cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1000);
  return () => clearTimeout(id);
}

/** The attribute that marks a part's box in the server's HTML. */
const MARK = 'data-taken-over-when-seen';

/**
 * A part of a page drawn on the server that the browser takes over (hydrates) only when a person reaches it (a touch,
 * a click, focus, a key), scrolls it into the window, or changes the language. Until then its HTML stays as the server
 * drew it, and works as HTML does: links lead on, text reads and is found, pictures load. New props are drawn at once. Taking over a whole page at
 * once was most of a phone's blocking time after the first paint, and a part nobody has reached needs none of it
 * (React keeps the server's HTML of a Suspense boundary whose content suspends while it hydrates, and hydrates it when
 * the content is ready; a touch makes React hydrate the part at once, before the click is handled). A part drawn by
 * the browser itself (a later navigation, a page from a static host) is drawn at once.
 *
 * A part may be a lazy one (lib/lazy-part.tsx): then its code is not part of the page's first visit either, and comes
 * at the first sign of a person on the page.
 *
 * `onlyWhileHidden`: for a part that must come to life on its own where it is shown (a booking panel that asks for its
 * calendar's days), and that only a layout for another width hides (display: none): it waits only where it is hidden.
 *
 * `wakeAt`: a moment on the page's clock (ms since it opened, `performance.now()`) when the part comes to life even if
 * nobody reached it, for a part with work of its own to do then (a carousel's first turn); `useCameToLifeOnTime` tells
 * the part that this is why. A lazy part's code then comes when the browser is first idle, so that both that moment and
 * a first touch find it.
 *
 * The component is memoised, so that a parent drawn again with the same props leaves the part waiting.
 */
export function hydratedWhenSeen<P extends object>(
  Part: ComponentType<P> & { preload?: () => Promise<void> },
  { onlyWhileHidden = false, wakeAt }: { onlyWhileHidden?: boolean; wakeAt?: number } = {},
): ComponentType<P> {
  function WhenSeen(props: P) {
    const id = useId();
    const box = useRef<HTMLDivElement>(null);
    // Only a part whose server HTML is on the page waits; the id matches the server's while the page is taken over.
    const [gate] = useState(() => (typeof document !== 'undefined' && document.querySelector(`[${MARK}="${id}"]`) ? closedGate() : null));
    // New props (another search's results) or a new language must reach the part at once: it is then drawn afresh, in
    // place of the server's HTML, which React would otherwise replace with nothing until the gate opened.
    const language = useLanguage();
    const [drawn] = useState({ props, language });
    if (gate && (props !== drawn.props || language !== drawn.language)) gate.open();
    useEffect(() => {
      const element = box.current;
      if (!gate || gate.opened || !element) return;
      if (onlyWhileHidden && [...element.children].some((child) => child.getClientRects().length > 0)) {
        gate.open();
        return;
      }
      const wakeOnReach = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) takeOver();
      };
      // The observer's first report says where the part lies on the first screen; only a later one means it came into
      // the window, scrolled to (a part on the first screen waits for the person to reach it).
      let firstReport = true;
      const seen = new IntersectionObserver((entries) => {
        if (!firstReport && entries.some((entry) => entry.isIntersecting)) takeOver();
        firstReport = false;
      });
      const onTime =
        wakeAt === undefined
          ? undefined
          : window.setTimeout(
              () => {
                gate.openedOnTime = true;
                takeOver();
              },
              Math.max(0, wakeAt - performance.now()),
            );
      const stopWatching = () => {
        window.clearTimeout(onTime);
        seen.disconnect();
        for (const name of WAKING_EVENTS) window.removeEventListener(name, wakeOnReach, true);
      };
      const takeOver = () => gate.open();
      void gate.promise.then(stopWatching);
      for (const child of element.children) seen.observe(child);
      for (const name of WAKING_EVENTS) window.addEventListener(name, wakeOnReach, true);
      // A lazy part's code comes at the first sign of a person (a scroll, a touch, a key), so that a touch on the part
      // finds it: a touch that found it missing would be lost while it loads. A visit nobody uses fetches none of it.
      const fetchCode = () => void Part.preload?.().catch(() => undefined);
      const cancelFetch = Part.preload ? atFirstSign(fetchCode) : undefined;
      const cancelIdleFetch = Part.preload && wakeAt !== undefined ? whenIdle(fetchCode) : undefined;
      return () => {
        cancelFetch?.();
        cancelIdleFetch?.();
        stopWatching();
      };
    }, [gate]);
    const part = <Part {...props} />;
    return (
      // A box of no layout of its own: the part sits in its parent's grid or stack as if it were not wrapped.
      <div ref={box} style={{ display: 'contents' }} {...{ [MARK]: id }}>
        <Suspense fallback={null}>
          {gate ? (
            <GateOfThePart value={gate}>
              <Waiting gate={gate}>{part}</Waiting>
            </GateOfThePart>
          ) : (
            part
          )}
        </Suspense>
      </div>
    );
  }
  return memo(WhenSeen);
}

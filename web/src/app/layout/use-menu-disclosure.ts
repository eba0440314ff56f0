import { type FocusEvent, type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';

/** Hovered: opened by a pointer resting on it, closed when it leaves. Pinned: opened by a press, closed by a press or Escape. */
type MenuState = 'closed' | 'hovered' | 'pinned';

const HOVER_OPEN_MS = 80;
const HOVER_CLOSE_MS = 150;
const LINKS = 'a[href]';

/**
 * A disclosure navigation menu (WAI-ARIA APG "disclosure navigation"): a button with aria-expanded whose links follow it
 * in the document, so Tab walks into them and on past them. Enter or Space toggles it, ArrowDown and ArrowUp open it at
 * its first or last link and move between the links, Escape closes it and gives focus back to the button, and focus
 * leaving it closes it. A mouse still opens it by resting on the button, as the hover card it replaces did.
 */
export function useMenuDisclosure(initiallyOpened: boolean) {
  const [state, setState] = useState<MenuState>(initiallyOpened ? 'hovered' : 'closed');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const opened = state !== 'closed';

  const clearTimer = () => window.clearTimeout(timer.current);
  // A hover timer still running when the menu goes away must not set the state of an unmounted menu.
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const close = () => {
    clearTimer();
    setState('closed');
  };
  const links = () => [...(rootRef.current?.querySelectorAll<HTMLElement>(LINKS) ?? [])];
  const openAt = (edge: 'first' | 'last') => {
    const shown = links();
    if (shown.length > 0) (edge === 'first' ? shown[0] : shown.at(-1))?.focus();
    else pendingFocus.current = edge;
    setState('pinned');
  };

  /** The panel's content mounts a frame after opening (its transition): a link asked for by the keyboard is focused then. */
  const panelRef = useCallback((panel: HTMLElement | null) => {
    const edge = pendingFocus.current;
    if (!panel || !edge) return;
    const shown = [...panel.querySelectorAll<HTMLElement>(LINKS)];
    (edge === 'first' ? shown[0] : shown.at(-1))?.focus();
    pendingFocus.current = null;
  }, []);

  const onButtonClick = () => setState((current) => (current === 'pinned' ? 'closed' : 'pinned'));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const onButton = event.target === buttonRef.current;
    if (event.key === 'Escape' && opened) {
      event.preventDefault();
      close();
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End') return;
    if (onButton && (event.key === 'Home' || event.key === 'End')) return;
    event.preventDefault();
    if (onButton) {
      openAt(event.key === 'ArrowUp' ? 'last' : 'first');
      return;
    }
    const shown = links();
    const at = shown.indexOf(event.target as HTMLElement);
    const next = {
      ArrowDown: (at + 1) % shown.length,
      ArrowUp: (at - 1 + shown.length) % shown.length,
      Home: 0,
      End: shown.length - 1,
    }[event.key];
    shown[next]?.focus();
  };

  // Tabbing (or clicking) to something outside closes it; a blur to nowhere (the window losing focus) does not.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) close();
  };

  const onPointerEnter = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') return;
    clearTimer();
    if (state === 'closed') timer.current = window.setTimeout(() => setState('hovered'), HOVER_OPEN_MS);
  };
  const onPointerLeave = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') return;
    clearTimer();
    if (state !== 'pinned')
      timer.current = window.setTimeout(() => setState((current) => (current === 'hovered' ? 'closed' : current)), HOVER_CLOSE_MS);
  };

  return {
    opened,
    close,
    buttonRef,
    panelRef,
    rootProps: { ref: rootRef, onKeyDown, onBlur, onPointerEnter, onPointerLeave },
    onButtonClick,
  };
}

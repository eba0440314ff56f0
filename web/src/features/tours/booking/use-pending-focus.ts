import { useEffect, useRef } from 'react';

/**
 * Focus asked for a part that may not be there yet or not focusable yet: the quote drawn by a lazily loaded part, an
 * alert about to render, CHECK while it is disabled by its loading state. The part takes focus as soon as it can, so
 * a keyboard or screen-reader user is never dropped onto the page's body after CHECK.
 */
export function usePendingFocus<Target extends string>() {
  const pending = useRef<Target | null>(null);
  const parts = useRef(new Map<Target, HTMLElement>());

  const focusIfReady = () => {
    const target = pending.current;
    const part = target === null ? undefined : parts.current.get(target);
    if (!part || part.matches(':disabled')) return;
    pending.current = null;
    part.focus();
  };
  // After every render: CHECK is enabled again, or the alert has just been drawn.
  useEffect(focusIfReady);

  return {
    focus: (target: Target) => {
      pending.current = target;
      focusIfReady();
    },
    /** The ref of a part that can take focus; a part mounted later (a lazy one) takes a focus asked before it. */
    refFor: (target: Target) => (part: HTMLElement | null) => {
      if (!part) {
        parts.current.delete(target);
        return;
      }
      parts.current.set(target, part);
      focusIfReady();
    },
  };
}

import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first render, true once the browser has painted it. For chrome below the first screen (the footer):
 * drawing it in the first render made that render, the longest task of every page, about a quarter longer;
 * drawn after the paint, in a transition, it is cut into slices that never block input. `already`: true from the
 * first render, for a page whose HTML already holds it (a page the server drew, lib/drawn-on-server.ts).
 */
export function useAfterFirstPaint(already = false): boolean {
  const [painted, setPainted] = useState(already);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; the task it schedules runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

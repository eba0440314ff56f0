import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

type Report = (entries: Partial<IntersectionObserverEntry>[]) => void;

function watchObservers() {
  const observed: { target: Element; report: Report }[] = [];
  class Recorder {
    constructor(private readonly callback: Report) {}
    observe(target: Element) {
      observed.push({ target, report: this.callback });
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Recorder);
  return observed;
}

const crossing = (top: number, isIntersecting: boolean) => ({ isIntersecting, boundingClientRect: { top } as DOMRectReadOnly });

describe('useScrolledPast', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('watches a marker at the offset and answers only when the marker leaves the top of the window', () => {
    const observed = watchObservers();
    const { result, unmount } = renderHook(() => useScrolledPast(300));
    expect(result.current).toBe(false);
    const [watch] = observed;
    if (!watch) throw new Error('nothing observed');
    expect(watch.target.parentElement).toBe(document.body);
    expect((watch.target as HTMLElement).style.top).toBe('300px');
    expect((watch.target as HTMLElement).style.position).toBe('absolute');

    act(() => watch.report([crossing(-20, false)]));
    expect(result.current).toBe(true);
    act(() => watch.report([crossing(120, true)]));
    expect(result.current).toBe(false);
    // Below the window (a short window, not scrolled): not past it.
    act(() => watch.report([crossing(900, false)]));
    expect(result.current).toBe(false);

    unmount();
    expect(watch.target.isConnected).toBe(false);
  });

  it('never reads the scroll position, which would force a layout', () => {
    watchObservers();
    const scrollY = vi.spyOn(window, 'scrollY', 'get');
    renderHook(() => useScrolledPast(300));
    expect(scrollY).not.toHaveBeenCalled();
  });
});

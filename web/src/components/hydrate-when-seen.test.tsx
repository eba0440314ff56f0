import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydratedWhenSeen, takeOverEveryPart, useCameToLifeOnTime } from './hydrate-when-seen';

/** A part that says whether the browser has taken it over: its effect and its click only run once it has. */
function Counter({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  const [takenOver, setTakenOver] = useState(false);
  useEffect(() => setTakenOver(true), []);
  return (
    <section aria-label={label} data-taken-over={takenOver}>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Clicked {clicks}
      </button>
    </section>
  );
}
const CounterWhenSeen = hydratedWhenSeen(Counter);

/**
 * A part that says, once taken over, why it came to life: on time (its wakeAt moment) or otherwise. Said by an effect,
 * as a carousel acts on it: hydration keeps the server's attributes, so a value drawn into one would not show.
 */
function Clock({ label }: { label: string }) {
  const onTime = useCameToLifeOnTime();
  const [cameToLife, setCameToLife] = useState('not yet');
  useEffect(() => setCameToLife(onTime ? 'on time' : 'reached'), [onTime]);
  return (
    <section aria-label={label} data-came-to-life={cameToLife}>
      <button type="button">Turn</button>
    </section>
  );
}
const ClockWakingAtEight = hydratedWhenSeen(Clock, { wakeAt: 8000 });

/** The observer the part registers, to report what a scrolling window would. */
let reportSeen: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
class ReportingObserver {
  constructor(report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    reportSeen = report;
  }
  observe() {}
  disconnect() {}
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  reportSeen = undefined;
  vi.unstubAllGlobals();
});

/** The page as a server drew it, taken over by the browser as start-shop.tsx does. */
async function takeOverDrawnPage(page = <CounterWhenSeen label="Below the fold" />, label = 'Below the fold') {
  vi.stubGlobal('IntersectionObserver', ReportingObserver);
  container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const target = container;
  await act(async () => {
    root = hydrateRoot(target, page);
  });
  return screen.getByRole('region', { name: label });
}

describe('hydratedWhenSeen', () => {
  it("keeps the server's HTML untaken until a person reaches the part, then takes it over before the click", async () => {
    const part = await takeOverDrawnPage();
    expect(part).toHaveAttribute('data-taken-over', 'false');
    const button = screen.getByRole('button', { name: 'Clicked 0' });
    await act(async () => {
      fireEvent.pointerDown(button);
      fireEvent.click(button);
    });
    expect(screen.getByRole('region', { name: 'Below the fold' })).toHaveAttribute('data-taken-over', 'true');
    // The click that came with the touch counted: the part was taken over before React handled it.
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBe(button);
  });

  it('takes the part over when it is scrolled into the window, not where it lay on the first screen', async () => {
    const part = await takeOverDrawnPage();
    await act(async () => reportSeen?.([{ isIntersecting: true }]));
    expect(part).toHaveAttribute('data-taken-over', 'false');
    await act(async () => reportSeen?.([{ isIntersecting: false }]));
    await act(async () => reportSeen?.([{ isIntersecting: true }]));
    expect(screen.getByRole('region', { name: 'Below the fold' })).toHaveAttribute('data-taken-over', 'true');
  });

  it('takes every waiting part over when the router moves, so that a navigation never waits for one', async () => {
    const part = await takeOverDrawnPage();
    expect(part).toHaveAttribute('data-taken-over', 'false');
    await act(async () => takeOverEveryPart());
    expect(screen.getByRole('region', { name: 'Below the fold' })).toHaveAttribute('data-taken-over', 'true');
  });

  it('draws new props at once, in place of the HTML the server drew with the old ones', async () => {
    await takeOverDrawnPage();
    const target = container;
    if (!target || !root) throw new Error('no page');
    const taken = root;
    await act(async () => taken.render(<CounterWhenSeen label="Other results" />));
    expect(screen.getByRole('region', { name: 'Other results' })).toHaveAttribute('data-taken-over', 'true');
    expect(screen.queryByRole('region', { name: 'Below the fold' })).toBeNull();
  });

  it("fetches a lazy part's code at the first sign of a person on the page, not before", async () => {
    const preload = vi.fn(async () => undefined);
    const LazyCounter = Object.assign((props: { label: string }) => <Counter {...props} />, { preload });
    const LazyWhenSeen = hydratedWhenSeen(LazyCounter);
    vi.stubGlobal('IntersectionObserver', ReportingObserver);
    container = document.createElement('div');
    container.innerHTML = renderToString(<LazyWhenSeen label="Lazy" />);
    document.body.append(container);
    const target = container;
    await act(async () => {
      root = hydrateRoot(target, <LazyWhenSeen label="Lazy" />);
    });
    expect(preload).not.toHaveBeenCalled();
    fireEvent.scroll(window);
    expect(preload).toHaveBeenCalledTimes(1);
    fireEvent.scroll(window);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('takes a part with a moment of its own over at that moment, and tells it why', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const part = await takeOverDrawnPage(<ClockWakingAtEight label="Banners" />, 'Banners');
      await act(async () => vi.advanceTimersByTime(7999));
      expect(part).toHaveAttribute('data-came-to-life', 'not yet');
      await act(async () => vi.advanceTimersByTime(1));
      expect(screen.getByRole('region', { name: 'Banners' })).toHaveAttribute('data-came-to-life', 'on time');
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells a part reached before its moment that it did not come to life on time, and forgets the moment', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      await takeOverDrawnPage(<ClockWakingAtEight label="Banners" />, 'Banners');
      await act(async () => {
        fireEvent.pointerDown(screen.getByRole('button', { name: 'Turn' }));
      });
      expect(vi.getTimerCount()).toBe(0);
      expect(screen.getByRole('region', { name: 'Banners' })).toHaveAttribute('data-came-to-life', 'reached');
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws a part the browser draws itself at once', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const target = container;
    await act(async () => {
      root = createRoot(target);
      root.render(<CounterWhenSeen label="Drawn here" />);
    });
    expect(screen.getByRole('region', { name: 'Drawn here' })).toHaveAttribute('data-taken-over', 'true');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadForANewBuild } from './reload-for-a-new-build';

/** What Vite's preload helper dispatches when a chunk (or a chunk's CSS) cannot be loaded. */
const chunkMissing = () => new Event('vite:preloadError', { cancelable: true });

/** A tab's page with the listener, going to `destination`. */
function tab(destination?: string, online = true) {
  const target = new EventTarget();
  const load = vi.fn();
  reloadForANewBuild({ destination: () => destination, target: target as unknown as Window, online: () => online, load });
  return { target, load };
}

afterEach(() => {
  window.sessionStorage.clear();
  vi.useRealTimers();
});

describe('reloadForANewBuild', () => {
  it('loads afresh the page the person was going to when a chunk of its build is gone', () => {
    const { target, load } = tab('/Blog?cityId=2');
    target.dispatchEvent(chunkMissing());
    expect(load).toHaveBeenCalledExactlyOnceWith('/Blog?cityId=2');
  });

  it('loads this page again when no navigation was under way (a menu whose code is gone)', () => {
    const { target, load } = tab();
    target.dispatchEvent(chunkMissing());
    expect(load).toHaveBeenCalledExactlyOnceWith(undefined);
  });

  it('lets a chunk missing again within seconds of that reload go on as an error, so a tab never reloads in a loop', () => {
    vi.useFakeTimers();
    tab('/Blog').target.dispatchEvent(chunkMissing());
    // The page loaded again: a new listener in the same tab's session.
    const again = tab('/Blog');
    vi.advanceTimersByTime(3_000);
    again.target.dispatchEvent(chunkMissing());
    expect(again.load).not.toHaveBeenCalled();
    // Much later, another deployment: loaded again.
    vi.advanceTimersByTime(60_000);
    again.target.dispatchEvent(chunkMissing());
    expect(again.load).toHaveBeenCalledOnce();
  });

  it("leaves a browser that knows it is offline on the shop's error page", () => {
    const { target, load } = tab('/Blog', false);
    target.dispatchEvent(chunkMissing());
    expect(load).not.toHaveBeenCalled();
  });
});

import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

describe('useAfterFirstPaint', () => {
  it('is false for the first render and true after the next frame', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    expect(frame).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('schedules nothing after an unmount before the paint', () => {
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = renderHook(() => useAfterFirstPaint());
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});

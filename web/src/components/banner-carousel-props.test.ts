import { renderHook } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import type { MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useBannerCarouselProps } from './banner-carousel-props';

/** The carousel's engine as Mantine hands it over once it has started. */
const startedEngine = () => {
  const engine = { scrollNext: vi.fn(), scrollPrev: vi.fn() };
  return { engine, api: engine as Partial<EmblaCarouselType> as EmblaCarouselType };
};
const touch = {} as MouseEvent<HTMLButtonElement>;

describe('useBannerCarouselProps', () => {
  it('draws both arrows usable and labelled, since banners loop', () => {
    const { result } = renderHook(() => useBannerCarouselProps({ previous: 'Previous slide', next: 'Next slide' }));
    expect(result.current.nextControlProps).toMatchObject({
      'aria-disabled': false,
      'data-inactive': undefined,
      tabIndex: 0,
      'aria-label': 'Next slide',
    });
    expect(result.current.previousControlProps).toMatchObject({ 'aria-label': 'Previous slide' });
  });

  it('turns the banners the way a touch before the engine started asked, once the engine is there, and once only', () => {
    const { result } = renderHook(() => useBannerCarouselProps());
    result.current.previousControlProps.onClick?.(touch);
    const { engine, api } = startedEngine();
    result.current.getEmblaApi(api);
    result.current.getEmblaApi(api);
    expect(engine.scrollPrev).toHaveBeenCalledTimes(1);
    expect(engine.scrollNext).not.toHaveBeenCalled();
  });

  it("leaves a touch after the engine started to Mantine's own handler, and turns nothing when nobody touched", () => {
    const { result } = renderHook(() => useBannerCarouselProps());
    const { engine, api } = startedEngine();
    result.current.getEmblaApi(api);
    result.current.nextControlProps.onClick?.(touch);
    expect(engine.scrollNext).not.toHaveBeenCalled();
    expect(engine.scrollPrev).not.toHaveBeenCalled();
  });
});

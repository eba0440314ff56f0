import type { CarouselProps } from '@mantine/carousel';
import { BANNER_AUTOPLAY_MS } from '@tours/contract/constants';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useRef, useState } from 'react';
import { useCameToLifeOnTime } from './hydrate-when-seen';

/**
 * When a drawn page's banners come to life if nobody has reached them (hydratedWhenSeen's `wakeAt`): at their first
 * turn. Until then they are the server's HTML, which shows the first banner as it should, and the carousel's engine,
 * which measures every slide, is no part of the page's start on a phone.
 */
export const BANNERS_COME_TO_LIFE_AT = BANNER_AUTOPLAY_MS;

type Turn = 'previous' | 'next';
type ArrowProps = NonNullable<CarouselProps['nextControlProps']> & { 'data-inactive'?: undefined };

/**
 * What both banner carousels (home, blog) add to Mantine's Carousel, to spread on it:
 * - autoplay every BANNER_AUTOPLAY_MS from the moment the page opened (spec §2, §9): carousels that came to life when
 *   their first turn was due make it at once, and autoplay keeps the beat from there;
 * - arrows drawn usable: banners loop, so both always lead somewhere, where Mantine draws them inactive (hidden, out of
 *   the tab order) until the carousel's engine has started, which a drawn page's banners have not;
 * - a touch on an arrow before the engine has started (the touch that brings the carousel to life) turns the carousel
 *   once the engine is there, where Mantine's own handler finds no engine and does nothing.
 */
export function useBannerCarouselProps(labels: { previous?: string; next?: string } = {}) {
  const [autoplay] = useState(() => Autoplay({ delay: BANNER_AUTOPLAY_MS }));
  const turnDue = useCameToLifeOnTime();
  const engine = useRef<EmblaCarouselType | null>(null);
  const waitingTurn = useRef<Turn | null>(turnDue ? 'next' : null);
  const turn = (embla: EmblaCarouselType, which: Turn) => (which === 'next' ? embla.scrollNext() : embla.scrollPrev());
  const getEmblaApi = (embla: EmblaCarouselType) => {
    engine.current = embla;
    if (waitingTurn.current) turn(embla, waitingTurn.current);
    waitingTurn.current = null;
  };
  const arrow = (which: Turn, label: string | undefined): ArrowProps => ({
    'aria-disabled': false,
    'data-inactive': undefined,
    tabIndex: 0,
    ...(label === undefined ? {} : { 'aria-label': label }),
    onClick: () => {
      if (!engine.current) waitingTurn.current = which;
    },
  });
  return {
    plugins: [autoplay],
    getEmblaApi,
    previousControlProps: arrow('previous', labels.previous),
    nextControlProps: arrow('next', labels.next),
  };
}

import { Stack } from '@mantine/core';
import { PAGE_SIZE } from '@tours/contract/constants';
import { memo } from 'react';
import bones from '../../../components/skeleton-bone.module.css';
import type { TourCardProps } from '../../../components/tour-card';
import { TourCardSkeleton } from '../../../components/tour-card-skeleton';

const cardSlots = Array.from({ length: PAGE_SIZE }, (_, slot) => slot);

/**
 * The first screen shows at most two results (they start at 357 px on a 390x844 phone, at 594 px on a 1280x800
 * laptop); three are drawn as card skeletons, the rest as one grey block of a card's height (measured: 414 px stacked,
 * 214 px side by side), which keeps the same room for a fraction of the first render's work (issue 18).
 */
const DRAWN_CARDS = 3;
const CARD_HEIGHT = { vertical: 414, horizontal: 214 } as const;

/**
 * A page of results before it arrives: a full page of card skeletons in the layout the cards will have (stacked on a
 * phone, side by side from the sm breakpoint; the page reads it from the window at its first render). Memoised: the
 * page re-renders in the update that brings its answer (QueryView draws the cards after it), and redrawing twelve
 * skeleton cards there made that update a long task.
 */
export const TourResultsPlaceholder = memo(function TourResultsPlaceholder({ layout = 'vertical' }: Pick<TourCardProps, 'layout'>) {
  return (
    <Stack gap="md">
      {cardSlots.map((slot) =>
        slot < DRAWN_CARDS ? (
          <TourCardSkeleton key={slot} layout={layout} />
        ) : (
          <div key={slot} className={bones.bone} style={{ height: CARD_HEIGHT[layout], borderRadius: 'var(--mantine-radius-md)' }} />
        ),
      )}
    </Stack>
  );
});

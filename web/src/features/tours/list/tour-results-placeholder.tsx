import { Stack } from '@mantine/core';
import { PAGE_SIZE } from '@tours/contract/constants';
import { memo } from 'react';
import type { TourCardProps } from '../../../components/tour-card';
import { TourCardSkeleton } from '../../../components/tour-card-skeleton';

const cardSlots = Array.from({ length: PAGE_SIZE }, (_, slot) => slot);

/**
 * A page of results before it arrives: a full page of card skeletons in the layout the cards will have (stacked on a
 * phone, side by side from the sm breakpoint; the page reads it from the window at its first render). Memoised: the
 * page re-renders in the update that brings its answer (QueryView draws the cards after it), and redrawing twelve
 * skeleton cards there made that update a long task.
 */
export const TourResultsPlaceholder = memo(function TourResultsPlaceholder({ layout }: Pick<TourCardProps, 'layout'>) {
  return (
    <Stack gap="md">
      {cardSlots.map((slot) => (
        <TourCardSkeleton key={slot} layout={layout} />
      ))}
    </Stack>
  );
});

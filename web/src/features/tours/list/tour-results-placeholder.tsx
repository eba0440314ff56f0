import { Stack } from '@mantine/core';
import { PAGE_SIZE } from '@tours/contract/constants';
import { memo } from 'react';
import bones from '../../../components/skeleton-bone.module.css';
import { TourCardSkeleton } from '../../../components/tour-card-skeleton';
import classes from './tour-results-placeholder.module.css';

const cardSlots = Array.from({ length: PAGE_SIZE }, (_, slot) => slot);

/**
 * The first screen shows at most two results (they start at 357 px on a 390x844 phone, at 594 px on a 1280x800
 * laptop); three are drawn as card skeletons, the rest as one grey block of a card's height, which keeps the same
 * room for a fraction of the first render's work.
 */
const DRAWN_CARDS = 3;

/**
 * A page of results before it arrives: a full page of card skeletons in the layout the cards will have (stacked on a
 * phone, side by side from the sm breakpoint), switched by the stylesheet like the cards, so it needs no window.
 * Memoised: the page re-renders in the update that brings its answer (QueryView draws the cards after it), and
 * redrawing twelve skeleton cards there made that update a long task.
 */
export const TourResultsPlaceholder = memo(function TourResultsPlaceholder() {
  return (
    <Stack gap="md">
      {cardSlots.map((slot) =>
        slot < DRAWN_CARDS ? (
          <TourCardSkeleton key={slot} layout="responsive" />
        ) : (
          <div key={slot} className={`${bones.bone} ${classes.cardBlock}`} style={{ borderRadius: 'var(--mantine-radius-md)' }} />
        ),
      )}
    </Stack>
  );
});

import { SimpleGrid, Skeleton } from '@mantine/core';
import { PAGE_SIZE } from '@tours/contract/constants';
import { memo } from 'react';
import { BlogCardSkeleton } from './blog-card-skeleton';

const cardSlots = Array.from({ length: PAGE_SIZE }, (_, slot) => slot);

/**
 * The first screen shows the first row of posts at most (it starts at 598 px on a 1280x800 laptop, three across; at
 * 510 px on a 390x844 phone, one). Three slots are drawn as card skeletons, the rest as one grey block of the
 * skeleton's height (374 px, measured): the same room for a fraction of the first render's work (the tour
 * list's placeholder does the same).
 */
const DRAWN_CARDS = 3;
const CARD_SKELETON_HEIGHT = 374;

/**
 * A page of posts before it arrives, in the list's own grid, so the pager and the footer start where they will
 * stay. Memoised: the page re-renders in the update that brings its answer, and redrawing the skeletons there
 * lengthened that update.
 */
export const BlogListPlaceholder = memo(function BlogListPlaceholder() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {cardSlots.map((slot) =>
        slot < DRAWN_CARDS ? <BlogCardSkeleton key={slot} /> : <Skeleton key={slot} h={CARD_SKELETON_HEIGHT} radius="md" />,
      )}
    </SimpleGrid>
  );
});

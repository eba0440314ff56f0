import { SimpleGrid } from '@mantine/core';
import { PAGE_SIZE } from '@tours/contract/constants';
import { BlogCardSkeleton } from './blog-card-skeleton';

const cardSlots = Array.from({ length: PAGE_SIZE }, (_, slot) => slot);

/** A page of posts before it arrives, in the list's own grid, so the pager and the footer start where they will stay. */
export function BlogListPlaceholder() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {cardSlots.map((slot) => (
        <BlogCardSkeleton key={slot} />
      ))}
    </SimpleGrid>
  );
}

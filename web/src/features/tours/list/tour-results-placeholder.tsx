import { Box, Stack } from '@mantine/core';
import { PAGE_SIZE } from '@tours/contract/constants';
import { TourCardSkeleton } from '../../../components/tour-card-skeleton';

const cardSlots = Array.from({ length: PAGE_SIZE }, (_, slot) => slot);

/**
 * A page of results before it arrives: a full page of card skeletons, stacked on a phone and side by side
 * from the sm breakpoint, chosen by CSS (not by reading the window), so the first paint already has the final layout.
 */
export function TourResultsPlaceholder() {
  return (
    <Stack gap="md">
      {cardSlots.map((slot) => (
        <Box key={slot}>
          <Box hiddenFrom="sm">
            <TourCardSkeleton layout="vertical" />
          </Box>
          <Box visibleFrom="sm">
            <TourCardSkeleton layout="horizontal" />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

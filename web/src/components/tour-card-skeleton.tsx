import { Card, Group, Skeleton, Stack } from '@mantine/core';
import type { TourCardProps } from './tour-card';

/**
 * A TourCard's box before its tour is here: the same padding, picture size and text rows (name, two lines of
 * introduction, stars, hours and bookings, price), so the cards that replace it take the same room.
 */
export function TourCardSkeleton({ layout = 'vertical' }: Pick<TourCardProps, 'layout'>) {
  const horizontal = layout === 'horizontal';
  return (
    <Card withBorder padding="md" radius="md" h="100%">
      <Group align="stretch" wrap="nowrap" gap="md" style={{ flexDirection: horizontal ? 'row' : 'column' }}>
        <Skeleton h={horizontal ? 180 : 200} w={horizontal ? 260 : '100%'} radius="sm" style={{ flexShrink: 0 }} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Skeleton h={20} my={2} w="80%" />
          <Skeleton h={14} my={4} />
          <Skeleton h={14} my={4} w="90%" />
          <Skeleton h={16} my={2} w={110} />
          <Skeleton h={14} my={4} w={160} />
          <Skeleton h={20} my={2} w={120} />
        </Stack>
      </Group>
    </Card>
  );
}

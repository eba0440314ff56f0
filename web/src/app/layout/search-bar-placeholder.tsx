import { Group, Skeleton } from '@mantine/core';

/**
 * The search bar's room while its module (the date input brings @mantine/dates) is on its way: the same
 * wrapping row of keyword, date and button, so the page under the header does not move when it arrives.
 */
export function SearchBarPlaceholder() {
  return (
    <Group gap="xs" wrap="wrap" align="flex-end" aria-hidden>
      <Skeleton h={36} style={{ flex: 2, minWidth: 180 }} />
      <Skeleton h={36} style={{ flex: 1, minWidth: 150 }} />
      <Skeleton h={36} w={86} />
    </Group>
  );
}

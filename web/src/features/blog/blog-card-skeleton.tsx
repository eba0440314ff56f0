import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** A BlogCard's box before its post is here: the picture, two lines of title, tags, introduction, date and button. */
export function BlogCardSkeleton() {
  return (
    <Card withBorder padding="md">
      <Card.Section>
        <Skeleton h={180} radius={0} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Skeleton h={20} my={2} w="85%" />
        <Skeleton h={18} w={120} />
        <Skeleton h={14} my={4} />
        <Skeleton h={14} my={4} />
        <Skeleton h={14} my={4} w="70%" />
        <Group justify="space-between">
          <Skeleton h={14} w={140} />
          <Skeleton h={26} w={96} />
        </Group>
      </Stack>
    </Card>
  );
}

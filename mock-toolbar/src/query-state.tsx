import { Button, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { fill } from './messages';
import { useMessages } from './use-messages';

/**
 * The one way a section shows a read that has no data yet: a small loader while it comes, or the refusal with a Retry.
 * Once there is data the section draws it (a failed refetch keeps the last reading and says so).
 */
export function QueryState({ query }: { query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'> }) {
  const t = useMessages();
  if (query.isError) {
    return (
      <Group gap="xs" role="alert">
        <Text size="sm" c="red.9">
          {fill(t.failed, { message: query.error?.message ?? '' })}
        </Text>
        <Button size="compact-xs" variant="default" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </Group>
    );
  }
  return query.isPending ? <Loader size="xs" aria-label={t.loading} /> : null;
}
